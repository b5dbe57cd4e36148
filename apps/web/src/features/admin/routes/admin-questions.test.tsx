import { ApiRoutes } from '@exam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { importDryRun, lessonNames, LESSON_ID, questionPage } from '../../../test/admin-fixtures';
import type { stubFetch } from '../../../test/render';
import { jsonResponse, renderScreen, stubFetchWithXsrf, urlOf } from '../../../test/render';
import { AdminQuestionsPage } from './admin-questions';

function stubApi(importAnswer = importDryRun) {
  return stubFetchWithXsrf((url, init) => {
    if (url.startsWith(ApiRoutes.lessonNames)) return jsonResponse(lessonNames);
    if (url.startsWith(ApiRoutes.admin.importQuestions)) {
      const body = JSON.parse(init?.body as string) as { dryRun: boolean };
      return jsonResponse(body.dryRun ? importAnswer : { ...importAnswer, written: true });
    }
    if (url.includes('cursor=')) {
      const next = { ...questionPage.items[0]!, id: '99999999-9999-4999-8999-999999999999' };
      return jsonResponse({ ...questionPage, items: [next], nextCursor: null });
    }
    if (url.startsWith(ApiRoutes.admin.questions)) return jsonResponse(questionPage);
    return jsonResponse({}, { status: 404 });
  });
}

function listQueries(fetchMock: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === ApiRoutes.admin.questions)
    .map((url) => url.searchParams);
}

describe('AdminQuestionsPage', () => {
  it('lists questions with status, version and open reports, and links each to its editor', async () => {
    stubApi();
    renderScreen(<AdminQuestionsPage />);
    // The text's math reads as plain text in the list, not TeX between dollar signs.
    expect(await screen.findByText('Find sin 30°')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/version 2/)).toBeInTheDocument();
    expect(screen.getByText(/served 1,234/)).toBeInTheDocument();
    expect(screen.getByText('3 open reports')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('40 questions');
    expect(screen.getByRole('link', { name: /Find/ })).toHaveAttribute(
      'href',
      `/admin/questions/${questionPage.items[0]!.id}`,
    );
    expect(screen.getByRole('link', { name: 'New question' })).toHaveAttribute(
      'href',
      '/admin/questions/new',
    );
  });

  it('asks for the filters chosen, and for the next page with the cursor', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderScreen(<AdminQuestionsPage />);
    await screen.findByText('Find sin 30°');

    await user.click(screen.getByRole('combobox', { name: 'Lesson' }));
    await user.click(await screen.findByRole('option', { name: 'The sine rule' }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Short answer' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reported' }));
    await user.type(screen.getByRole('searchbox', { name: 'Text contains' }), 'sine');

    await waitFor(() => {
      const last = listQueries(fetchMock).at(-1);
      expect(Object.fromEntries(last ?? [])).toEqual({
        lessonId: LESSON_ID,
        type: 'short_answer',
        status: 'draft',
        text: 'sine',
        minReports: '1',
        limit: '25',
      });
    });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.get('cursor')).toBe('cursor-2'));
    expect(listQueries(fetchMock).at(-1)?.get('text')).toBe('sine');
  });

  it('shows the dry-run summary of a chosen file before anything is imported', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderScreen(<AdminQuestionsPage />);
    const file = new File(['{"lesson":"x"}\n'], 'bank.ndjson', { type: 'application/x-ndjson' });
    await user.upload(screen.getByLabelText('Choose a file'), file);

    const summary = await screen.findByRole('region', { name: 'Import summary' });
    expect(within(summary).getByText('Added').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Unchanged').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText(/Nothing is written yet/)).toBeInTheDocument();
    const sent = () =>
      fetchMock.mock.calls
        .filter(([input]) => urlOf(input) === ApiRoutes.admin.importQuestions)
        .map(([, init]) => JSON.parse(init?.body as string) as { dryRun: boolean; text: string });
    expect(sent()).toEqual([{ text: '{"lesson":"x"}\n', dryRun: true }]);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported.')).toBeInTheDocument();
    expect(sent()[1]).toEqual({ text: '{"lesson":"x"}\n', dryRun: false });
  });

  it('lists the per-line errors of a refused file and offers no Import', async () => {
    stubApi({
      ...importDryRun,
      errors: [{ line: 2, message: 'The answer must be one of the options.' }],
    });
    const user = userEvent.setup();
    renderScreen(<AdminQuestionsPage />);
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['x'], 'bad.ndjson', { type: 'application/x-ndjson' }),
    );
    expect(
      await screen.findByText('Line 2: The answer must be one of the options.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});
