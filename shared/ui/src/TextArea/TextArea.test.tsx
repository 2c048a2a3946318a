import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../Field/Field';
import { TextArea } from './TextArea';
import styles from './TextArea.module.css';

afterEach(cleanup);

describe('TextArea', () => {
  it('is a text box of several lines that a Field labels, describes and marks invalid', () => {
    const onChange = vi.fn();
    render(
      <Field label="允许的设备" hint="每行一个设备号" error="第 2 行不是设备号">
        {(control) => <TextArea {...control} rows={3} value="a" onChange={onChange} />}
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: '允许的设备' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('3');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = box.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(expect.arrayContaining(['每行一个设备号', '第 2 行不是设备号']));
    fireEvent.change(box, { target: { value: 'a\nb' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('forwards the ref, keeps a class of its caller and sets data in a monospace face when asked', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} aria-label="CSV" mono className="tall" />);
    const box = screen.getByRole('textbox', { name: 'CSV' });
    expect(ref.current).toBe(box);
    expect(box.classList.contains(styles.textarea)).toBe(true);
    expect(box.classList.contains(styles.mono)).toBe(true);
    expect(box.classList.contains('tall')).toBe(true);
  });
});
