'use client';

import { AdminButton, AdminTextField, ButtonRow } from '@/components/admin/ui/form';
import styles from './catalog.module.css';

export type Spec = { name: string; value: string };

/** A row moved `by` places (−1 up, +1 down). */
function moved(specs: Spec[], index: number, by: number) {
  const next = [...specs];
  const [row] = next.splice(index, 1);
  next.splice(index + by, 0, row);
  return next;
}

/** The product's characteristics (name and value), in the order the page shows them: add, edit, reorder, remove. */
export function SpecsEditor({
  specs,
  onChange,
  errors,
}: {
  specs: Spec[];
  onChange: (change: (specs: Spec[]) => Spec[]) => void;
  errors: Record<string, string>;
}) {
  const edit = (index: number, part: Partial<Spec>) =>
    onChange((current) => current.map((spec, j) => (j === index ? { ...spec, ...part } : spec)));
  return (
    <fieldset>
      <legend>Характеристики</legend>
      {specs.map((spec, i) => (
        <div key={i} className={styles.specRow}>
          <AdminTextField
            label={`Название ${i + 1}`}
            value={spec.name}
            error={errors[`specs.${i}.name`]}
            onChange={(e) => edit(i, { name: e.target.value })}
          />
          <AdminTextField
            label={`Значение ${i + 1}`}
            value={spec.value}
            error={errors[`specs.${i}.value`]}
            onChange={(e) => edit(i, { value: e.target.value })}
          />
          <ButtonRow>
            <AdminButton variant="secondary" disabled={i === 0} onClick={() => onChange((s) => moved(s, i, -1))}>
              Выше
            </AdminButton>
            <AdminButton
              variant="secondary"
              disabled={i === specs.length - 1}
              onClick={() => onChange((s) => moved(s, i, 1))}
            >
              Ниже
            </AdminButton>
            <AdminButton variant="secondary" onClick={() => onChange((s) => s.filter((_, j) => j !== i))}>
              Удалить
            </AdminButton>
          </ButtonRow>
        </div>
      ))}
      <AdminButton variant="secondary" onClick={() => onChange((s) => [...s, { name: '', value: '' }])}>
        Добавить характеристику
      </AdminButton>
    </fieldset>
  );
}
