import { describe, expect, it } from 'vitest';
import { fillText, messagesOf } from './messages.js';

const say = messagesOf({
  enrolled: { id: 'Kamu terdaftar di "{title}".', en: 'You are enrolled in "{title}".' },
  starts: { id: 'Mulai {time}.', en: 'Starts {time}.' },
  left: { id: '{n} kesempatan lagi', en: '{n} attempts left' },
});

describe('the one message helper of the server', () => {
  it('says a message in the language asked first, with its names filled', () => {
    expect(say('id', 'enrolled', { title: 'Excel' })).toBe('Kamu terdaftar di "Excel".');
    expect(say('en', 'enrolled', { title: 'Excel' })).toBe('You are enrolled in "Excel".');
    expect(say('en', 'left', { n: 0 })).toBe('0 attempts left');
  });

  it('writes a date long, in Jakarta time, in the message’s language', () => {
    const at = new Date('2026-12-01T02:00:00Z');
    expect(say('id', 'starts', { time: at })).toMatch(/^Mulai .*Desember 2026.*09[.:]00/);
    expect(say('en', 'starts', { time: at })).toMatch(/^Starts .*December 2026.*9:00/);
  });

  it('keeps a name it was not given, so a forgotten value shows instead of vanishing', () => {
    expect(say('en', 'enrolled')).toBe('You are enrolled in "{title}".');
    expect(fillText('Paket #{packageId}', 'id', { packageId: null })).toBe('Paket #{packageId}');
  });

  it('puts a value in as written, never reading $ patterns in it', () => {
    expect(say('en', 'enrolled', { title: "$& and $' cost $1" })).toBe('You are enrolled in "$& and $\' cost $1".');
  });
});
