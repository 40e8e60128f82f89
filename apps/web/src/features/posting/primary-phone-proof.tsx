import { ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneProofBadge } from '../../domain/accounts/phone-proof/phone-proof-badge.tsx';
import { ProvePhoneDialog } from '../../domain/accounts/phone-proof/prove-phone-dialog.tsx';
import { outlineButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';
import type { PostForm } from './post-fields.tsx';
import { primaryPhoneProof, type PhoneProofs } from './post-form-values.ts';

/**
 * Under the primary number (issue 40): "Number verified" when it is one of the member's proven
 * numbers; otherwise that it must be, with the button that proves it by an SMS code there and
 * then. An edit may keep the post's own number unproven: then the same offer, without the "must".
 */
export function PrimaryPhoneProof({ form, proofs }: { form: PostForm; proofs: PhoneProofs }) {
  const { t } = useTranslation('posting');
  const phone = useWatch({ control: form.control, name: 'primaryPhone' });
  const [open, setOpen] = useState(false);
  // Once proven, the button is gone: the focus goes to what replaced it, "Number verified".
  const status = useRef<HTMLDivElement>(null);
  const afterProof = useRef<HTMLElement | null>(null);
  const proof = primaryPhoneProof(phone, proofs);
  // Refused for it (here or by the server), the field's own message says why: only the way on is added.
  const refused = proof === 'unproven' && Boolean(form.formState.errors.primaryPhone);
  const prove = (
    <button
      type="button"
      onClick={() => {
        afterProof.current = null;
        setOpen(true);
      }}
      className={cn(outlineButton, 'mt-2')}
    >
      <ShieldCheck aria-hidden size={18} />
      {t('fields.provePhone')}
    </button>
  );
  return (
    <div ref={status} tabIndex={-1} className="outline-none" data-testid="primary-phone-proof">
      {proof === 'proven' ? <PhoneProofBadge verified className="mt-2" /> : null}
      {refused ? prove : null}
      {(proof === 'unproven' && !refused) || proof === 'kept' ? (
        <div
          className={cn(
            'mt-2 rounded-md p-3 text-[15px] ring-1',
            proof === 'unproven'
              ? 'bg-amber-50 text-amber-950 ring-amber-200'
              : 'bg-gray-50 text-gray-800 ring-gray-200',
          )}
        >
          <p>{t(proof === 'unproven' ? 'fields.primaryPhoneUnproven' : 'fields.primaryPhoneKept')}</p>
          {prove}
        </div>
      ) : null}
      <ProvePhoneDialog
        open={open}
        onClose={() => setOpen(false)}
        purpose="post"
        phone={phone}
        returnFocus={afterProof}
        onProven={(proven) => {
          afterProof.current = status.current;
          // The number proven may have been corrected in the dialog: the post takes that one.
          if (primaryPhoneProof(phone, { proven: [proven], kept: null }) !== 'proven')
            form.setValue('primaryPhone', proven, { shouldDirty: true });
          form.clearErrors('primaryPhone');
        }}
      />
    </div>
  );
}
