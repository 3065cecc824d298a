// The login SMS text: readable first line, and the WebOTP line that lets the app's host fill the code by itself.
import { describe, expect, it } from 'vitest';
import { smsText } from './service.ts';

describe('smsText', () => {
  it('ends in "@host #code" for the public host, so the browser offers the code to that app only', () => {
    const text = smsText('123456', 'glo', 300, 'https://app.example.ua/');
    expect(text.split('\n')[0]).toBe('Код для входу в glo: 123456. Дійсний 5 хв. Нікому його не повідомляй.');
    expect(text.split('\n').at(-1)).toBe('@app.example.ua #123456');
  });

  it('has no WebOTP line without PUBLIC_URL (there is no host to bind the code to)', () => {
    expect(smsText('123456', 'ogo', 300)).not.toContain('#');
  });
});
