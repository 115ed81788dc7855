import { memo, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../ui/icons';

/**
 * The secure-information tip of the login page: a disclosure button (aria-expanded) that shows why not
 * to share credentials or save them on a shared device. Escape closes it and returns focus to the button.
 * Memoised (it takes no props): the login form re-renders on every key typed, and on a phone's CPU its
 * three texts were a good part of each key's work (their language changing still re-renders it).
 */
export const SecureInfo = memo(function SecureInfo() {
  const { t } = useTranslation('login');
  const [open, setOpen] = useState(false);
  const panelId = `${useId()}-secure-info`;
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="secure-info" onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        name="secureInfo"
        className="btn btn--link secure-info__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <InfoIcon />
        <span className="btn__label">{t('secureInfo.toggle')}</span>
      </button>
      <div id={panelId} className="field__description secure-info__panel" hidden={!open}>
        <p>{t('secureInfo.body')}</p>
        <p>{t('secureInfo.sharedDevice')}</p>
      </div>
    </div>
  );
});
