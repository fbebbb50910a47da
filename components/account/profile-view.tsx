'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { api } from '@/lib/api/fetcher';
import type { PersonalData, UserPersonalUpdateResponse } from '@/lib/api/accounts';
import { PASSWORD_FOR_SIGN_IN_DETAILS } from '@/lib/api/password-rule';
import { ensureSuccess } from '@/lib/client/ensure-success';
import { PHONE_PATTERN } from '@/lib/format/phone';
import { bonusRules } from '@/lib/config/bonus-rules';
import { countOf, POINTS } from '@/lib/format/plural';
import { POSTCODE_LENGTH } from '@/lib/format/postcode';
import { cabinetFieldLook } from './cabinet-field-look';
import { failureToast, fieldErrors } from './field-errors';
import { PhoneInput } from './phone-input';
import styles from './cabinet.module.css';

type TextField = Exclude<keyof PersonalData, 'news' | 'birth_date'>;

const FIELDS: { key: TextField; label: string; wide?: boolean; autoComplete: string }[] = [
  { key: 'surname', label: 'Фамилия', autoComplete: 'family-name' },
  { key: 'name', label: 'Имя', autoComplete: 'given-name' },
  { key: 'middle_name', label: 'Отчество', autoComplete: 'additional-name' },
  { key: 'phone', label: 'Телефон', autoComplete: 'tel' },
  { key: 'email', label: 'Email', autoComplete: 'email' },
  { key: 'city', label: 'Город', autoComplete: 'address-level2' },
  { key: 'address', label: 'Адрес', wide: true, autoComplete: 'street-address' },
  { key: 'postcode', label: 'Индекс', autoComplete: 'postal-code' },
];

/** Whether the draft changes what one signs in with (the email or the phone): the server then asks for the password. */
const BIRTH_DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const BIRTH_DATE_NOTE = `Необязательно. Нужна только для подарка: ${countOf(bonusRules.birthdayPoints, POINTS)} за ${bonusRules.birthdayLeadDays} дней до дня рождения. Подарок приходит, если дата указана не позже чем за ${bonusRules.birthdaySettledDays} дней; после изменения даты отсчёт начинается заново.`;

const changesSignIn = (saved: PersonalData, draft: PersonalData) =>
  draft.email.trim().toLowerCase() !== saved.email || draft.phone !== saved.phone;

/** The cabinet's profile: the data as saved, and an edit form (PUT /api/user-personal-update). */
export function ProfileView({ initial }: { initial: PersonalData }) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [currentPassword, setCurrentPassword] = useState('');
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needsPassword = changesSignIn(saved, draft);
  const [send, sending] = useSubmit(
    async () =>
      ensureSuccess(
        await api<UserPersonalUpdateResponse>('/api/user-personal-update', {
          method: 'PUT',
          body: needsPassword ? { ...draft, old_password: currentPassword } : draft,
        }),
      ),
    {
      success: needsPassword
        ? { title: 'Данные сохранены', description: 'На других устройствах нужно будет войти заново.' }
        : 'Данные сохранены',
      onSuccess: (result) => {
        setSaved(result.user);
        setDraft(result.user);
        setCurrentPassword('');
        setEditing(false);
      },
      onError: (error) => setErrors(fieldErrors(error)),
      error: failureToast('Не удалось сохранить данные'),
    },
  );

  function save() {
    if (draft.phone && !PHONE_PATTERN.test(draft.phone)) {
      setErrors({ phone: 'Введите телефон полностью: +7 (###) ###-##-##' });
      return;
    }
    if (needsPassword && !currentPassword) {
      setErrors({ old_password: PASSWORD_FOR_SIGN_IN_DETAILS });
      return;
    }
    setErrors({});
    void send();
  }

  if (!editing) {
    return (
      <section className={styles.card} aria-labelledby="profile-title" data-testid="profile-view">
        <h2 id="profile-title">Личные данные</h2>
        <dl className={styles.details}>
          {FIELDS.map((f) => (
            <div key={f.key} style={{ display: 'contents' }}>
              <dt>{f.label}</dt>
              <dd data-testid={`profile-${f.key}`} className={saved[f.key] ? undefined : styles.empty}>
                {saved[f.key] || 'не указано'}
              </dd>
            </div>
          ))}
          <dt>Дата рождения</dt>
          <dd data-testid="profile-birth_date" className={saved.birth_date ? undefined : styles.empty}>
            {saved.birth_date ? BIRTH_DATE.format(new Date(`${saved.birth_date}T00:00:00Z`)) : 'не указана'}
          </dd>
          <dt>Рассылка</dt>
          <dd data-testid="profile-news">{saved.news ? 'подписаны на новости и акции' : 'не подписаны'}</dd>
        </dl>
        <Button className={styles.button} onClick={() => setEditing(true)}>
          Редактировать
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title">Личные данные</h2>
      <form className={styles.form} onSubmit={onFormSubmit(save)} noValidate data-testid="profile-form">
        {FIELDS.map((f) => (
          <Field key={f.key} label={f.label} {...cabinetFieldLook(f.wide)} error={errors[f.key]}>
            {(control) =>
              f.key === 'phone' ? (
                <PhoneInput
                  name="phone"
                  value={draft.phone}
                  onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
                  {...control}
                />
              ) : (
                <input
                  name={f.key}
                  type={f.key === 'email' ? 'email' : 'text'}
                  inputMode={f.key === 'postcode' ? 'numeric' : undefined}
                  maxLength={f.key === 'postcode' ? POSTCODE_LENGTH : 300}
                  autoComplete={f.autoComplete}
                  value={draft[f.key]}
                  onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                  {...control}
                />
              )
            }
          </Field>
        ))}
        <TextField
          label="Дата рождения"
          {...cabinetFieldLook()}
          error={errors.birth_date}
          hint={BIRTH_DATE_NOTE}
          type="date"
          name="birth_date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          value={draft.birth_date}
          onValue={(value) => setDraft({ ...draft, birth_date: value })}
        />
        {needsPassword && (
          <TextField
            label="Текущий пароль"
            {...cabinetFieldLook(true)}
            error={errors.old_password}
            hint="Новые данные для входа сохраняются только после подтверждения паролем"
            type="password"
            name="old_password"
            autoComplete="current-password"
            value={currentPassword}
            onValue={setCurrentPassword}
          />
        )}
        <label className={`${styles.checkbox} ${styles.wide}`}>
          <input
            type="checkbox"
            name="news"
            checked={draft.news}
            onChange={(e) => setDraft({ ...draft, news: e.target.checked })}
          />
          Получать новости и акции на email
        </label>
        <div className={`${styles.buttons} ${styles.wide}`}>
          <Button type="submit" className={styles.button} pending={sending}>
            Сохранить
          </Button>
          <Button
            variant="secondary"
            className={styles.button}
            onClick={() => {
              setDraft(saved);
              setCurrentPassword('');
              setErrors({});
              setEditing(false);
            }}
          >
            Отмена
          </Button>
        </div>
      </form>
    </section>
  );
}
