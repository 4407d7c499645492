import type { SubmitEvent } from 'react';
import { CONTACT_THANK_YOU } from '@/config/product';
import { useHydrated } from './use-hydrated';

const LABEL = 'block text-sm font-medium text-fg';
const FIELD =
  'mt-1 block w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-base text-fg shadow-sm ' +
  'placeholder:text-muted focus:border-primary user-invalid:border-danger';

/**
 * The contact form. Nothing is stored or sent (the spec: no server call): the browser validates
 * the fields, a valid submit shows the thank-you alert, then the form is cleared.
 */
export function ContactForm() {
  const hydrated = useHydrated();

  // The browser only fires submit once its own validation passes (required, type=email).
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(CONTACT_THANK_YOU);
    event.currentTarget.reset();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor="contact-name" className={LABEL}>
          Name <span className="text-muted ">(required)</span>
        </label>
        <input id="contact-name" name="name" type="text" required autoComplete="name" className={FIELD} />
      </div>
      <div>
        <label htmlFor="contact-email" className={LABEL}>
          Email <span className="text-muted ">(required)</span>
        </label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" className={FIELD} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-company" className={LABEL}>
          Company <span className="text-muted ">(optional)</span>
        </label>
        <input id="contact-company" name="company" type="text" autoComplete="organization" className={FIELD} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className={LABEL}>
          Message <span className="text-muted ">(required)</span>
        </label>
        <textarea id="contact-message" name="message" rows={5} required className={FIELD} />
      </div>
      <div className="sm:col-span-2">
        {/* Disabled until hydrated: without JavaScript a submit would put the fields in the URL. */}
        <button
          type="submit"
          disabled={!hydrated}
          className="w-full rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-primary-fg hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          Send message
        </button>
      </div>
    </form>
  );
}
