import TranslateIcon from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useContext, useState } from 'react';
import { activateLanguage, type Language } from '../i18n/i18n';
import { storeLanguage } from '../i18n/language-choice';
import { useLanguage } from '../i18n/use-t';
import { useShellT } from './layouts/catalog';
import { ToastContext } from './toast/toast-context';

/** Each language named in itself, the way a reader looks for it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * The language switch of the sign-in screen and the app bar: one button naming the other
 * language. The choice is kept on this browser (`language`) and, through `onChosen`, on the
 * account, so a signed-in student's mails follow it.
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void }) {
  const t = useShellT();
  // Optional: the error screen shows the switch outside the toast provider.
  const showToast = useContext(ToastContext);
  const [failed, setFailed] = useState(false);
  const { language } = useLanguage();
  const [switching, setSwitching] = useState(false);
  const other: Language = language === 'ar' ? 'en' : 'ar';

  const choose = async () => {
    setSwitching(true);
    setFailed(false);
    try {
      await activateLanguage(other);
      storeLanguage(other);
      onChosen?.(other);
    } catch {
      // Arabic's files did not arrive (offline): the screen stays as it was, and says so.
      if (showToast) showToast(t('shell.languageFailed'));
      else setFailed(true);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <>
      {failed && (
        <Typography role="alert" variant="body2" color="error">
          {t('shell.languageFailed')}
        </Typography>
      )}
      <Button
        color="inherit"
        onClick={() => void choose()}
        disabled={switching}
        lang={other}
        startIcon={<TranslateIcon aria-hidden />}
        title={t('shell.languageSwitch')}
        sx={{ flexShrink: 0, minWidth: 0, px: { xs: 1, sm: 1.5 } }}
      >
        {LANGUAGE_NAMES[other]}
      </Button>
    </>
  );
}
