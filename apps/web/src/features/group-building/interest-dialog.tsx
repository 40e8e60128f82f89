import { interestBodySchema, type InterestBody, type UserData } from '@ghorbari/contracts';
import { Clock } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, PhoneField, SubmitButton, TextField } from '../../components/form-fields.tsx';
import { DialogOutcome } from '../../components/dialog/dialog-outcome.tsx';
import { SheetDialog } from '../../components/sheet-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { asciiDigits } from '../../lib/ascii-digits.ts';
import { formatDigits } from '../../lib/format.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { useSession } from '../../lib/session/session.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useRegisterInterest } from './api/register-interest.ts';
import { setInterestTarget, useInterestTarget } from './interest-target.ts';

/** What the interest is in: one offer, or (the form under the offers) a division and a place. */
export type InterestTarget =
  | { kind: 'offer'; offerId: string; title: string }
  | { kind: 'general'; division: string; location: string; phone: string };

interface InterestValues {
  name: string;
  occupation: string;
  phone: string;
  offerId?: string;
  division?: string;
  location?: string;
}

const FIELDS = ['name', 'occupation', 'phone'] as const;
const resolver: Resolver<InterestValues, unknown, InterestBody> = formResolver(interestBodySchema);

/** The form's first values: the member's profile when signed in; the general form's phone wins. */
function startValues(target: InterestTarget, user: UserData | null): InterestValues {
  const mine = { name: user?.name ?? '', occupation: user?.occupation ?? '', phone: user?.phone ?? '' };
  return target.kind === 'offer'
    ? { ...mine, offerId: target.offerId }
    : { ...mine, phone: target.phone || mine.phone, division: target.division, location: target.location };
}

type Outcome = { kind: 'recorded' | 'already'; message: string; phone: string };

/** The thank-you (or "already recorded today"), with when support calls. */
function OutcomePanel({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation(['group', 'common']);
  const language = useLanguage();
  const recorded = outcome.kind === 'recorded';
  return (
    <DialogOutcome
      fresh={recorded}
      title={recorded ? t('interest.doneTitle') : t('interest.alreadyTitle')}
      message={outcome.message}
      doneLabel={t('interest.done')}
      testId="interest-outcome"
    >
      <p className="mx-auto mt-3 max-w-md text-[15px] text-gray-700">
        {t('interest.willCall', { phone: formatDigits(outcome.phone, language) })}
      </p>
      <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">
        <Clock aria-hidden size={16} />
        {t('common:footer.hours')}
      </p>
    </DialogOutcome>
  );
}

/** Name, occupation and phone (spec §2), checked with the contracts' rules, then the API's answer. */
function InterestForm({ target }: { target: InterestTarget }) {
  const { t } = useTranslation(['group', 'messages', 'enums']);
  const language = useLanguage();
  const { user } = useSession();
  const register = useRegisterInterest();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InterestValues, unknown, InterestBody>({ resolver, defaultValues: startValues(target, user) });
  const { errors, isSubmitting } = form.formState;
  // Opened before the member's session was known (a tap as the page comes alive): their profile
  // fills in once it is, leaving alone whatever they typed meanwhile.
  const fillIn = useEffectEvent(() => form.reset(startValues(target, user), { keepDirtyValues: true }));
  const memberId = user?._id;
  useEffect(() => {
    if (memberId) fillIn();
  }, [memberId]);

  if (outcome) return <OutcomePanel outcome={outcome} />;

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const result = await register.mutateAsync(body);
      setOutcome({ kind: 'recorded', message: result.message, phone: body.phone });
    } catch (error) {
      // The same phone asked today already: not a failure, the team will still call.
      if (error instanceof ApiError && error.status === 409 && error.message)
        setOutcome({ kind: 'already', message: error.message, phone: body.phone });
      else if (!applyServerIssues(error, form.setError, FIELDS))
        setProblem(apiErrorMessage(error, t, 'errors.internal'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 px-4 py-5 sm:px-6">
      {target.kind === 'offer' ? (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-[15px] text-brand-900 ring-1 ring-brand-100">
          {t('interest.forOffer')}{' '}
          <span className="font-semibold" lang={textLanguage(target.title, language)}>
            {target.title}
          </span>
        </p>
      ) : (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-[15px] text-brand-900 ring-1 ring-brand-100">
          {t('interest.forPlace', { division: t(`enums:division.${target.division}`) })}{' '}
          <span className="font-semibold" lang={textLanguage(target.location, language)}>
            {target.location}
          </span>
        </p>
      )}
      <p className="text-[15px] text-gray-700">
        {target.kind === 'offer' ? t('interest.intro') : t('interest.generalIntro')}
      </p>
      <TextField
        label={t('interest.name')}
        autoComplete="name"
        maxLength={80}
        error={errors.name}
        {...form.register('name')}
      />
      <TextField
        label={t('interest.occupation')}
        hint={t('interest.occupationHint')}
        autoComplete="organization-title"
        maxLength={60}
        error={errors.occupation}
        {...form.register('occupation')}
      />
      <PhoneField
        label={t('interest.phone')}
        hint={t('interest.phoneHint')}
        error={errors.phone}
        {...form.register('phone', { setValueAs: (value: unknown) => asciiDigits(value) as string })}
      />
      <FormAlert message={problem} />
      <SubmitButton pending={isSubmitting} pendingText={t('interest.sending')}>
        {t('interest.submit')}
      </SubmitButton>
      <p className="text-sm text-gray-600">{t('interest.privacy')}</p>
    </form>
  );
}

/**
 * The interest modal (spec §2: name, occupation, phone), for one offer or for the general form.
 * A signed-in member finds their profile's values filled in. The form starts afresh each time
 * it opens.
 */
export function InterestDialog({ target, onClose }: { target: InterestTarget | null; onClose: () => void }) {
  const { t } = useTranslation('group');
  return (
    <SheetDialog
      open={target !== null}
      onClose={onClose}
      title={target?.kind === 'general' ? t('interest.generalTitle') : t('interest.title')}
      closeLabel={t('interest.close')}
      testId="interest-dialog"
    >
      {target ? <InterestForm target={target} /> : null}
    </SheetDialog>
  );
}

/**
 * The interest modal of an offer's page, an island of its own (ADR 059): opened by "I am
 * interested" in the contact panel or the call bar, each an island too (interest-target.ts).
 */
export function OfferInterestDialog() {
  return <InterestDialog target={useInterestTarget()} onClose={() => setInterestTarget(null)} />;
}
