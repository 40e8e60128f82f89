import type { FirmDetail } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { WriteReviewSteps } from './write-review-steps.tsx';

interface WriteReviewDialogProps {
  firm: FirmDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * Writing a review (spec §4, §5): the code the firm gave → Next → rating → text → photos →
 * submit. Closing forgets the draft (the steps' state lives inside the dialog).
 */
export function WriteReviewDialog({ firm, open, onClose }: WriteReviewDialogProps) {
  const { t } = useTranslation('reviews');
  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={t('write.title', { firm: firm.name })}
      closeLabel={t('write.close')}
      testId="write-review-dialog"
    >
      <WriteReviewSteps firm={firm} onClose={onClose} />
    </SheetDialog>
  );
}
