import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Field } from './Field';
import { Input, Select, Textarea } from './Input';
import { Checkbox, Radio, RadioGroup } from './Choice';
import { MessageBar, MessageBarBody } from './MessageBar';

const html = (element: ReactElement) => renderToStaticMarkup(element);
const attr = (markup: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(markup)?.[1];

describe('Field wires its control as Fluent’s does', () => {
  it('names the input by its label (the asterisk hidden), required, described by message then hint, invalid on error', () => {
    const markup = html(
      <Field label="Email" required hint="Petunjuk" validationMessage="Salah">
        <Input name="email" />
      </Field>,
    );
    const id = attr(markup, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attr(markup, 'label', 'for')).toBe(id);
    expect(markup).toMatch(/<span aria-hidden="true"[^>]*>\*<\/span>/);
    expect(markup).toMatch(/<input[^>]*required=""/);
    expect(markup).toMatch(/<input[^>]*aria-invalid="true"/);
    const [message, hint] = attr(markup, 'input', 'aria-describedby')!.split(' ');
    expect(markup).toContain(`id="${message}" role="alert"`);
    expect(markup).toMatch(new RegExp(`id="${hint}"[^>]*>Petunjuk<`));
  });

  it('keeps a control’s own id as the label’s target; no alert or invalid without an error', () => {
    const markup = html(
      <Field label="Pesan" hint="0/1000">
        <Textarea id="contact-message" />
      </Field>,
    );
    expect(attr(markup, 'label', 'for')).toBe('contact-message');
    expect(markup).not.toContain('aria-invalid');
    expect(markup).not.toContain('role="alert"');
  });

  it('names a radio group by aria-labelledby and gives its radios one name', () => {
    const markup = html(
      <Field label="Nominal">
        <RadioGroup value="b">
          <Radio value="a" label="A" />
          <Radio value="b" label="B" />
        </RadioGroup>
      </Field>,
    );
    expect(markup).toMatch(/role="radiogroup"[^>]*aria-labelledby="[^"]+"/);
    const names = [...markup.matchAll(/type="radio"[^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);
    expect([...markup.matchAll(/<input[^>]*>/g)].filter((m) => m[0].includes('checked=""')).map((m) => /value="(\w)"/.exec(m[0])?.[1])).toEqual(['b']);
  });

  it('draws a required checkbox’s asterisk and a select’s arrow', () => {
    expect(
      html(
        <Field required validationMessage="Wajib">
          <Checkbox checked={false} label="Setuju" />
        </Field>,
      ),
    ).toMatch(/<label[^>]*>Setuju<span aria-hidden="true"[^>]*>\*<\/span><\/label>/);
    expect(
      html(
        <Select value="1" onChange={() => undefined}>
          <option value="1">Satu</option>
        </Select>,
      ),
    ).toMatch(/<\/select><span[^>]*aria-hidden="true"><svg/);
  });
});

describe('MessageBar', () => {
  it('is a live region: an alert for errors and warnings, a status otherwise, unless told', () => {
    const bar = (intent: 'error' | 'warning' | 'success' | 'info', role?: string) =>
      attr(
        html(
          <MessageBar intent={intent} role={role}>
            <MessageBarBody>Teks</MessageBarBody>
          </MessageBar>,
        ),
        'div',
        'role',
      );
    expect(bar('error')).toBe('alert');
    expect(bar('warning')).toBe('alert');
    expect(bar('success')).toBe('status');
    expect(bar('info')).toBe('status');
    expect(bar('success', 'alert')).toBe('alert');
  });
});
