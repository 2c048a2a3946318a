import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it('shows its words, with the icon hidden from screen readers', () => {
    render(<Badge icon={<svg data-testid="glyph" />}>已上传</Badge>);
    expect(screen.getByText('已上传')).toBeTruthy();
    expect(screen.getByTestId('glyph').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('looks different per tone and passes native props', () => {
    const tones = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
    render(
      <>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} data-testid={tone} title={tone}>
            {tone}
          </Badge>
        ))}
      </>,
    );
    const looks = tones.map((tone) => screen.getByTestId(tone).className);
    expect(new Set(looks).size).toBe(tones.length);
    expect(screen.getByTestId('warning').getAttribute('title')).toBe('warning');
  });
});
