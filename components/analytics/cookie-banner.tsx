'use client';

import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { saveConsent } from '@/lib/client/cookie-consent';
import styles from './cookie-banner.module.css';

/**
 * The question 152-ФЗ requires before any cookie the site does not need: until it is answered only the necessary
 * ones are set and Яндекс Метрика is not loaded. Not modal (the page stays usable, no focus trap); it goes away
 * once answered, and the answer can be changed on /privacy («Настройки cookie»).
 */
export function CookieBanner() {
  return (
    <section className={styles.banner} aria-label="Согласие на cookie" data-testid="cookie-banner">
      <p className={styles.text}>
        Мы используем cookie, без которых сайт не работает: корзина, вход в личный кабинет. С вашего согласия подключим
        ещё Яндекс Метрику — она помогает понять, что на сайте удобно, а что нет. Подробнее — в{' '}
        <Link href="/privacy#privacy-cookies">политике обработки персональных данных</Link>.
      </p>
      <div className={styles.actions}>
        <Button className={styles.button} onClick={() => saveConsent('accepted')}>
          Принять
        </Button>
        <Button className={styles.button} variant="secondary" onClick={() => saveConsent('rejected')}>
          Отклонить
        </Button>
      </div>
    </section>
  );
}
