// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { MantineProvider } from '@mantine/core';
import { email, required } from '@portal/contracts/rules';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { changeLang } from '../../lib/i18n.ts';
import { Form } from './Form.tsx';
import { TextField } from './fields.tsx';

const schema = z.object({ name: required(10), email: email() });
type Values = z.input<typeof schema>;

function Sample({ submit }: { submit: (v: Values) => Promise<unknown> }) {
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '' },
  });
  return (
    <Form form={form} onSubmit={submit} submitLabel="save">
      <TextField name="name" label="name" />
      <TextField name="email" label="email" />
    </Form>
  );
}

function mount(submit: (v: Values) => Promise<unknown>) {
  const router = createMemoryRouter([{ path: '/', element: <Sample submit={submit} /> }]);
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('Form kit', () => {
  afterEach(async () => {
    cleanup();
    await changeLang('pl');
  });

  it('shows the schema messages in Polish, then in English after the switch, with the summary', async () => {
    mount(async () => undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'save' })));
    expect(screen.getAllByText('To pole jest wymagane')).toHaveLength(2);
    expect(screen.getByText('Sprawdź błędy w formularzu')).toBeTruthy();
    await act(async () => changeLang('en'));
    expect(screen.getAllByText('This field is required').length).toBe(2);
  });

  it('shows the maximum-characters message with its limit', async () => {
    mount(async () => undefined);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'x'.repeat(11) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'save' })));
    expect(screen.getByText('Maksymalna liczba znaków: 10')).toBeTruthy();
  });

  it('puts server 422 errors on their fields and the rest in the summary', async () => {
    mount(async () => {
      throw new ApiError(422, {
        message: 'Sprawdź błędy w formularzu',
        errors: {
          email: ['Ten adres e-mail jest już zarejestrowany'],
          captcha: ['Potwierdź, że nie jesteś robotem'],
        },
      });
    });
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Jan' } });
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'jan@example.pl' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'save' })));
    expect(screen.getByText('Ten adres e-mail jest już zarejestrowany')).toBeTruthy();
    expect(screen.getByText('Potwierdź, że nie jesteś robotem')).toBeTruthy();
    expect(screen.getByText('Sprawdź błędy w formularzu')).toBeTruthy();
  });
});
