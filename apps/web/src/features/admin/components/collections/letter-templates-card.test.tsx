import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { lastBody, renderWithApi } from './collection-test-fixtures';
import { LetterTemplatesCard } from './letter-templates-card';

const keys = [
  'first_reminder',
  'second_reminder',
  'final_notice',
  'suspension_notice',
  'legal_notice',
] as const;
const templates = keys.map((key) => ({
  key,
  name: key,
  description: `Beschrijving ${key}`,
  subject: 'Herinnering: je betaling staat nog open',
  body: 'Hallo {{customerName}},\n\nBetaal {{totalAmount}}.',
  customised: key === 'second_reminder',
}));

describe('Letter templates', () => {
  it('lists the five templates and edits one: preview with sample values, then save', async () => {
    const { requests } = renderWithApi(<LetterTemplatesCard />, (request) => {
      if (request.url === '/api/admin/collections/templates')
        return jsonResponse(200, {
          success: true,
          data: { templates, placeholders: ['customerName', 'totalAmount'] },
        });
      if (request.url === '/api/admin/collections/templates/first_reminder/preview')
        return jsonResponse(200, {
          success: true,
          data: { subject: 'Even herinneren', body: 'Hallo Sanne de Vries,\n\nBetaal € 24,20.' },
        });
      if (request.url === '/api/admin/collections/templates/first_reminder') {
        const body = JSON.parse(request.body ?? '{}');
        return jsonResponse(200, {
          success: true,
          data: { template: { ...templates[0], ...body, customised: true } },
        });
      }
      return undefined;
    });

    expect(await screen.findByText('First reminder')).toBeTruthy();
    expect(screen.getByText('Friendly reminder a week after the due date; no costs.')).toBeTruthy();
    for (const name of ['Second reminder', 'Final notice', 'Suspension notice', 'Legal notice']) {
      expect(screen.getByText(name)).toBeTruthy();
    }
    expect(screen.getByText('Customised')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit First reminder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit template: First reminder' }));
    expect(dialog.getByText('{{customerName}}')).toBeTruthy();
    expect(dialog.getByText('{{totalAmount}}')).toBeTruthy();
    const subject = dialog.getByLabelText('Subject') as HTMLInputElement;
    expect(subject.value).toBe('Herinnering: je betaling staat nog open');

    fireEvent.change(subject, { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(await dialog.findByText('Onderwerp is verplicht')).toBeTruthy();

    fireEvent.change(subject, { target: { value: 'Even herinneren' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    const preview = within(await dialog.findByRole('region', { name: 'Preview with sample values' }));
    expect(preview.getByText('Even herinneren')).toBeTruthy();
    expect(preview.getByText(/Hallo Sanne de Vries,/)).toBeTruthy();
    expect(lastBody(requests, 'POST', '/api/admin/collections/templates/first_reminder/preview')).toEqual({
      subject: 'Even herinneren',
      body: templates[0]?.body,
    });

    fireEvent.click(dialog.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template First reminder saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBody(requests, 'PUT', '/api/admin/collections/templates/first_reminder')).toEqual({
      subject: 'Even herinneren',
      body: templates[0]?.body,
    });
  });
});
