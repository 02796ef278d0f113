import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '../../src/components/TextField/TextField';

function Controlled(props: { maxChars?: number; error?: string | null; checking?: boolean; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <TextField
      label="Registry name"
      value={value}
      onChange={setValue}
      required
      maxChars={props.maxChars}
      error={props.error}
      checking={props.checking}
    />
  );
}

describe('TextField (spec §5)', () => {
  it('shows the required asterisk and the error only once touched', async () => {
    render(<Controlled error="Enter a name." />);
    const input = screen.getByLabelText(/Registry name/);
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("counts n/max and says 'You are N characters over maximum.'", async () => {
    render(<Controlled maxChars={5} initial="abc" />);
    expect(screen.getByText('3/5')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Registry name/), 'defg');
    expect(screen.getByText('7/5')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You are 2 characters over maximum.');
  });

  it("shows 'Checking availability...' during an async check", () => {
    render(<Controlled checking />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking availability...');
  });
});
