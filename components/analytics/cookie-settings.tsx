'use client';

import { Button } from '@/components/ui/button';
import { metrikaLoaded, removeMetrikaCookies } from '@/lib/client/analytics';
import { saveConsent, useCookieConsent, type CookieConsent } from '@/lib/client/cookie-consent';
import { useMetrikaId } from './analytics-root';
import styles from './cookie-banner.module.css';

const STATUS: Record<CookieConsent | 'none', string> = {
  accepted: 'Вы разрешили Яндекс Метрику.',
  rejected: 'Вы отказались от Яндекс Метрики: используются только необходимые cookie.',
  none: 'Вы ещё не выбрали: пока используются только необходимые cookie.',
};

/**
 * «Настройки cookie» on /privacy: the banner's answer, shown and changeable at any time. Withdrawing consent
 * removes Метрика's cookies, and reloads the page if the counter was already running in it.
 */
export function CookieSettings() {
  const id = useMetrikaId(true);
  const consent = useCookieConsent();

  function choose(choice: CookieConsent) {
    saveConsent(choice);
    if (choice === 'rejected') {
      removeMetrikaCookies();
      if (metrikaLoaded()) location.reload();
    }
  }

  return (
    <div role="group" aria-labelledby="cookie-settings-title" data-testid="cookie-settings">
      <h3 id="cookie-settings-title">Настройки cookie</h3>
      {id === null && <p>Сайт сейчас не подключает Яндекс Метрику и использует только необходимые cookie.</p>}
      {id && consent !== undefined && (
        <>
          <p role="status" data-testid="cookie-settings-status">
            {STATUS[consent ?? 'none']}
          </p>
          <div className={styles.actions}>
            <Button className={styles.button} aria-pressed={consent === 'accepted'} onClick={() => choose('accepted')}>
              Принять
            </Button>
            <Button
              className={styles.button}
              variant="secondary"
              aria-pressed={consent === 'rejected'}
              onClick={() => choose('rejected')}
            >
              Отклонить
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
