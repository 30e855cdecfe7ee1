/** Form fields: labels tied to controls, hints and errors announced, ids generated. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { SelectField } from './SelectField';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and links hint and error to it', () => {
    render(<TextField label="Name" hint="Shown on the list" error="Name is required" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveProperty('tagName', 'INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Name is required');
    const described = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Shown on the list',
      'Name is required',
    ]);
  });

  it('is valid without an error and keeps a given id', () => {
    render(<TextField label="User" id="username" />);
    const input = screen.getByLabelText('User');
    expect(input.id).toBe('username');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives two fields distinct ids', () => {
    render(
      <>
        <TextField label="A" />
        <TextField label="B" />
      </>,
    );
    expect(screen.getByLabelText('A').id).not.toBe(screen.getByLabelText('B').id);
  });
});

describe('TextArea, SelectField, Checkbox', () => {
  it('label their controls and report errors', () => {
    render(
      <>
        <TextArea label="Content" error="Too long" />
        <SelectField
          label="Unit"
          options={[
            { value: 'MB', label: 'Megabytes' },
            { value: 'GB', label: 'Gigabytes' },
          ]}
          defaultValue="GB"
        />
        <Checkbox label="Guest" description="Read only" />
      </>,
    );
    expect(screen.getByLabelText('Content').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Content').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Unit') as HTMLSelectElement).value).toBe('GB');
    expect(screen.getByRole('option', { name: 'Megabytes' })).toBeTruthy();
    const checkbox = screen.getByRole('checkbox', { name: 'Guest' });
    expect(
      document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Read only');
  });
});
