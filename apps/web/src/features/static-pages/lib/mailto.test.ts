import { describe, expect, it } from 'vitest';
import { buildDeleteAccountMailto, buildMailto, buildSupportMailto } from './mailto';

function parse(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('mailto links', () => {
  it('percent-encodes every part so &, ?, # and spaces survive', () => {
    const href = buildMailto('help@example.com', 'A & B?', 'x=1#2 3');
    expect(href).toBe('mailto:help@example.com?subject=A%20%26%20B%3F&body=x%3D1%232%203');
    expect(parse(href)).toEqual({ to: 'help@example.com', subject: 'A & B?', body: 'x=1#2 3' });
  });

  it('prefixes the support subject and appends the name and e-mail to the message', () => {
    const href = buildSupportMailto('support@localhost', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Timer stuck',
      message: 'The timer stopped at 12:34.\nWhat now?',
    });
    const { to, subject, body } = parse(href);
    expect(to).toBe('support@localhost');
    expect(subject).toBe('[Support] Timer stuck');
    expect(body).toBe(
      'The timer stopped at 12:34.\nWhat now?\r\n\r\nName: Ada Lovelace\r\nEmail: ada@example.com',
    );
    expect(href).toContain('%0D%0A');
    expect(href).not.toMatch(/[\s]/);
  });

  it('still builds a support link from an empty form', () => {
    const { subject, body } = parse(
      buildSupportMailto('support@localhost', { name: '', email: '', subject: '', message: '' }),
    );
    expect(subject).toBe('[Support]');
    expect(body).toBe('\r\n\r\nName: \r\nEmail: ');
  });

  it('builds the delete-account request with its fixed subject', () => {
    const { subject, body } = parse(
      buildDeleteAccountMailto('privacy@example.com', {
        name: 'Ada',
        email: 'ada@example.com',
        reason: 'Finished my exams',
      }),
    );
    expect(subject).toBe('[Delete Account Request]');
    expect(body).toContain('Email: ada@example.com');
    expect(body).toContain('Reason:\r\nFinished my exams');
  });
});
