import Link from '@/components/ui/link';

/** A signed-in person whose role may not enter (a customer in the back office, a manager in an admin area). */
export function NoAccess({ staff }: { staff: boolean }) {
  return (
    <div>
      <h1>Нет доступа</h1>
      {staff ? (
        <p>
          У вашей роли нет доступа к этому разделу. Если он нужен вам для работы, попросите администратора магазина.
        </p>
      ) : (
        <p>Этот раздел только для сотрудников магазина.</p>
      )}
      <p>
        <Link href={staff ? '/admin' : '/'} className="cta-link">
          {staff ? 'К сводке' : 'На главную'}
        </Link>
      </p>
    </div>
  );
}
