'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { ApiError } from '@/lib/api/fetcher';
import { chooseShippingAtom } from '@/lib/client/cart-actions';
import { shippingIdAtom, shippingsAtom } from '@/lib/client/cart-atoms';
import { toastError } from '@/lib/client/toast-error';
import { formatPrice } from '@/lib/format/price';
import { OptionList } from './option-list';
import { FieldError } from './text-field';

export function ShippingChooser() {
  const shippings = useAtomValue(shippingsAtom);
  const chosen = useAtomValue(shippingIdAtom);
  const choose = useSetAtom(chooseShippingAtom);
  return (
    <div>
      <OptionList
        label="Способ доставки"
        name="shipping_id"
        testId="shipping-list"
        items={shippings}
        chosenId={chosen}
        onChoose={(s) =>
          choose(s.id).catch((e) => toastError(e instanceof ApiError ? e.message : 'Не удалось рассчитать доставку'))
        }
        title={(s) => (
          <>
            <span>{s.name}</span>
            <span>от {formatPrice(s.price_from)}</span>
          </>
        )}
        note={(s) => s.description}
      />
      <FieldError name="shipping_id" />
    </div>
  );
}
