import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../Field/Field';
import { PasswordInput } from './PasswordInput';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

const password = () => screen.getByLabelText('文件的打开密码', { selector: 'input' }) as HTMLInputElement;

describe('PasswordInput', () => {
  it('hides the password and shows it while the toggle is pressed', () => {
    render(
      <Field label="文件的打开密码">{(control) => <PasswordInput {...control} defaultValue="s3cret" />}</Field>,
    );
    const reveal = screen.getByRole('button', { name: '显示密码' });
    expect(password().type).toBe('password');
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(reveal);
    expect(password().type).toBe('text');
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
    // One fixed name: the pressed state, not a new name, says the password is shown.
    expect(screen.getByRole('button', { name: '显示密码' })).toBe(reveal);
    fireEvent.click(reveal);
    expect(password().type).toBe('password');
    expect(password().value).toBe('s3cret');
  });

  it('is typed as is and offered to password managers', () => {
    render(<Field label="文件的打开密码">{(control) => <PasswordInput {...control} autoComplete="new-password" />}</Field>);
    expect(password().getAttribute('autocomplete')).toBe('new-password');
    expect(password().getAttribute('autocapitalize')).toBe('off');
    expect(password().getAttribute('spellcheck')).toBe('false');
  });

  it('defaults to current-password, forwards the ref and reports typing', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<Field label="文件的打开密码">{(control) => <PasswordInput {...control} ref={ref} onChange={(event) => onChange(event.currentTarget.value)} />}</Field>);
    expect(ref.current).toBe(password());
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(password(), { target: { value: 'abc' } });
    expect(onChange).toHaveBeenCalledWith('abc');
  });

  it('disables the toggle with the input', () => {
    render(<Field label="文件的打开密码">{(control) => <PasswordInput {...control} disabled />}</Field>);
    expect(password().disabled).toBe(true);
    expect((screen.getByRole('button', { name: '显示密码' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the toggle in English too', () => {
    setLocale('en');
    render(<PasswordInput aria-label="Password" />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });
});
