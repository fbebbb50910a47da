'use client';

import { useAtom } from 'jotai';
import { useRef } from 'react';
import { DialogOpener } from '@/components/ui/dialog-opener';
import { PinIcon } from '@/components/ui/icons';
import { usePageIdle } from '@/lib/client/idle';
import {
  cityChooserOpenAtom,
  DEFAULT_CITY,
  useChooseCity,
  useProfileCityForNewDevice,
  useShopperCity,
} from '@/lib/client/shopper-city';
import { CityDialog } from './city-dialog';
import styles from './delivery.module.css';

/**
 * The header's city: a button opening the chooser and, until a city is chosen, the question «Ваш город —
 * Москва?» (asked once: either answer stores a city). A signed-in shopper whose profile has a city is not asked
 * on a new device: the profile's city is taken. Rendered on the client only: the cached HTML is the same for
 * everybody. The question waits until the page is idle after hydration: it is not part of the first screen's
 * content and must not land in the first paint's work (docs/adr/0078-below-fold-waits.md).
 */
export function CityChooser() {
  const city = useShopperCity();
  const choose = useChooseCity();
  const ask = useProfileCityForNewDevice(city);
  const idle = usePageIdle();
  const [open, setOpen] = useAtom(cityChooserOpenAtom);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className={styles.chooser}>
      <DialogOpener ref={opener} className={styles.cityButton} onOpen={() => setOpen(true)} data-testid="city-button">
        {/* A drawn pin, not the emoji: an emoji is a glyph the browser must find in a fallback font at first layout
            (a blank box where none is installed). */}
        <PinIcon />
        <span className={styles.cityName}>{city ?? 'Ваш город'}</span>
      </DialogOpener>
      {ask && !open && idle && (
        <div className={styles.prompt} role="region" aria-label="Ваш город" data-testid="city-prompt">
          <p>
            Ваш город — <strong>{DEFAULT_CITY}</strong>?
          </p>
          <div className={styles.promptActions}>
            <button type="button" className={styles.primary} onClick={() => choose(DEFAULT_CITY)}>
              Да, верно
            </button>
            <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
              Выбрать другой
            </button>
          </div>
        </div>
      )}
      {open && <CityDialog current={city ?? null} onClose={close} />}
    </div>
  );
}
