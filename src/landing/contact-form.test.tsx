import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CONTACT_THANK_YOU } from '@/config/product';
import { ContactForm } from './contact-form';

function fields() {
  return {
    name: screen.getByLabelText(/^Name/) as HTMLInputElement,
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    company: screen.getByLabelText(/^Company/) as HTMLInputElement,
    message: screen.getByLabelText(/^Message/) as HTMLTextAreaElement,
  };
}

function form(): HTMLFormElement {
  const element = screen.getByRole('button', { name: 'Send message' }).closest('form');
  if (!element) throw new Error('no form');
  return element;
}

describe('ContactForm', () => {
  let alert: ReturnType<typeof vi.fn>;
  let fetchSpy: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    alert = vi.fn();
    fetchSpy = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has the spec fields with visible labels, names, types and rules', () => {
    render(<ContactForm />);
    const { name, email, company, message } = fields();
    expect(name).toHaveProperty('name', 'name');
    expect(name.required).toBe(true);
    expect(email).toHaveProperty('name', 'email');
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(company).toHaveProperty('name', 'company');
    expect(company.required).toBe(false);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveProperty('name', 'message');
    expect(message.required).toBe(true);
    expect(message.rows).toBe(5);
    // Native browser validation stays on.
    expect(form().noValidate).toBe(false);
    expect(form().hasAttribute('action')).toBe(false);
  });

  it('enables the submit button once running in the browser', () => {
    render(<ContactForm />);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it('on a valid submit shows the thank-you alert, clears every field and calls no server', () => {
    render(<ContactForm />);
    const { name, email, company, message } = fields();
    fireEvent.change(name, { target: { value: 'Ada Lovelace' } });
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.change(company, { target: { value: 'Analytical Engines Ltd' } });
    fireEvent.change(message, { target: { value: 'Tell me about the Professional plan.' } });

    form().requestSubmit();

    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(CONTACT_THANK_YOU);
    expect(alert.mock.calls[0]?.[0]).toBe("Thank you for your interest! We'll be in touch soon.");
    expect([name.value, email.value, company.value, message.value]).toEqual(['', '', '', '']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('accepts a submit without the optional company', () => {
    render(<ContactForm />);
    const { name, email, message } = fields();
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.change(message, { target: { value: 'Hello' } });
    form().requestSubmit();
    expect(alert).toHaveBeenCalledWith(CONTACT_THANK_YOU);
  });

  it('does not alert when required fields are empty (browser validation blocks the submit)', () => {
    render(<ContactForm />);
    expect(form().checkValidity()).toBe(false);
    form().requestSubmit();
    expect(alert).not.toHaveBeenCalled();
  });

  it('does not alert for an invalid email and keeps what was typed', () => {
    render(<ContactForm />);
    const { name, email, message } = fields();
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.change(message, { target: { value: 'Hello' } });
    expect(email.validity.typeMismatch).toBe(true);
    form().requestSubmit();
    expect(alert).not.toHaveBeenCalled();
    expect([name.value, email.value, message.value]).toEqual(['Ada', 'not-an-email', 'Hello']);
  });
});
