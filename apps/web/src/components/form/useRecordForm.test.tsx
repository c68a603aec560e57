// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { required } from '@portal/contracts/rules';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { Form } from './Form.tsx';
import { TextField } from './fields.tsx';
import { useRecordForm } from './useRecordForm.ts';

type Brand = { id: number; name: string; code: string | null };

// The form holds '' in an empty optional field; the schema sends it as null.
const schema = z.object({
  name: required(50),
  code: z.string().transform((v) => (v === '' ? null : v)),
});

function BrandForm({
  brand,
  save,
}: {
  brand?: Brand;
  save: (v: z.output<typeof schema>) => Promise<unknown>;
}) {
  const recordForm = useRecordForm(schema, {
    load: brand,
    toValues: (b: Brand | undefined) => ({ name: b?.name ?? '', code: b?.code ?? '' }),
    save,
  });
  return (
    <Form {...recordForm} submitLabel="save">
      <TextField name="name" label="name" />
      <TextField name="code" label="code" />
    </Form>
  );
}

function mount(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  const tree = (
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>
  );
  return render(tree);
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('useRecordForm', () => {
  afterEach(cleanup);

  it('starts empty for a new record and fills in when the record loads', () => {
    const save = vi.fn(async () => undefined);
    const view = mount(<BrandForm save={save} />);
    expect(value('name')).toBe('');
    view.unmount();
    mount(<BrandForm brand={{ id: 1, name: 'Vaillant', code: 'VA' }} save={save} />);
    expect(value('name')).toBe('Vaillant');
    expect(value('code')).toBe('VA');
  });

  it('refills from a reloaded record (load → reset)', async () => {
    const save = vi.fn(async () => undefined);
    let setBrand: (b: Brand) => void = () => undefined;
    function Loader() {
      const [brand, set] = useState<Brand | undefined>(undefined);
      setBrand = set;
      return <BrandForm brand={brand} save={save} />;
    }
    mount(<Loader />);
    expect(value('name')).toBe('');
    await act(async () => setBrand({ id: 2, name: 'Buderus', code: null }));
    expect(value('name')).toBe('Buderus');
    expect(value('code')).toBe('');
  });

  it('saves the schema output and puts a server 422 on its field', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(422, {
        message: 'Sprawdź błędy w formularzu',
        errors: { name: ['Taka marka już istnieje'] },
      });
    });
    mount(<BrandForm brand={{ id: 1, name: 'Vaillant', code: null }} save={save} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'save' })));
    expect(save).toHaveBeenCalledWith({ name: 'Vaillant', code: null });
    expect(screen.getByText('Taka marka już istnieje')).toBeTruthy();
    expect(screen.getByLabelText('name').getAttribute('aria-invalid')).toBe('true');
    // One field, one message: no summary repeating it.
    expect(screen.queryByText('Sprawdź błędy w formularzu')).toBeNull();
  });
});
