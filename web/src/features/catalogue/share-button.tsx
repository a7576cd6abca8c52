import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast';

/**
 * Shares the book page: the device's own share sheet where there is one (phones), otherwise the
 * address is copied and a toast says so.
 */
export function ShareButton({ title, className }: { title: string; className?: string }) {
  const { t } = useTranslation();

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if ((error as Error).name !== 'AbortError') toast.error(t('bookDetail.shareFailed'));
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('bookDetail.linkCopied'));
    } catch {
      toast.error(t('bookDetail.shareFailed'));
    }
  };

  return (
    <button type="button" className={className} onClick={() => void share()}>
      {t('bookDetail.share')}
    </button>
  );
}
