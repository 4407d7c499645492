import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('is a file input named by its label and described by its hint', () => {
    render(<FileInput label="Files" hint="Any type" multiple />);
    const input = screen.getByLabelText('Files') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Any type');
  });

  it('is invalid and described by its error when it has one', () => {
    render(<FileInput label="Files" error="Choose one or more files" />);
    const input = screen.getByLabelText('Files');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose one or more files',
    );
  });

  it('picks a folder when asked', () => {
    render(<FileInput label="Or a folder" folder />);
    expect(screen.getByLabelText('Or a folder').hasAttribute('webkitdirectory')).toBe(true);
  });

  it('hands the chosen files over as a list', () => {
    const onFiles = vi.fn();
    render(<FileInput label="Statement" onFiles={onFiles} />);
    const file = new File(['a,b'], 'statement.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Statement'), { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});
