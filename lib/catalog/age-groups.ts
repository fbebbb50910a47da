import { plural } from '@/lib/format/plural';

// Recommended-age filter buckets over products.age_from (years).
export const AGE_GROUPS = [
  { id: '0-1', label: 'До 1 года', from: 0, to: 0 },
  { id: '1-3', label: 'От 1 до 3 лет', from: 1, to: 2 },
  { id: '3-5', label: 'От 3 до 5 лет', from: 3, to: 4 },
  { id: '5-8', label: 'От 5 до 8 лет', from: 5, to: 7 },
  { id: '8-12', label: 'От 8 до 12 лет', from: 8, to: 11 },
  { id: '12+', label: 'От 12 лет', from: 12, to: 99 },
] as const;

export type AgeGroupId = (typeof AGE_GROUPS)[number]['id'];

export const isAgeGroup = (id: string): id is AgeGroupId => AGE_GROUPS.some((g) => g.id === id);

/** 'С рождения', 'От 1 года', 'От 3 лет', 'От 21 года' (genitive after «от»). */
export const ageLabel = (ageFrom: number) =>
  ageFrom === 0 ? 'С рождения' : `От ${ageFrom} ${plural(ageFrom, ['года', 'лет', 'лет'])}`;
