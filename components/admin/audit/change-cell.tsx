/** «было → стало» of an audit entry: each side as compact «field: value» pairs. */
export function ChangeCell({ before, after }: { before: unknown; after: unknown }) {
  const side = (value: unknown) => {
    if (value === null || value === undefined) return '—';
    if (typeof value !== 'object') return String(value);
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${key}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
      .join(', ');
  };
  if (before == null && after == null) return <>—</>;
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {before != null && <>{side(before)} → </>}
      {side(after)}
    </span>
  );
}
