import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { history, PRACTICE_ID } from '../../../test/practice-fixtures';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import { PracticeHistoryPage } from './practice-history';

const renderHistory = () =>
  renderScreen(<PracticeHistoryPage />, {
    route: '/practice-history',
    path: '/practice-history',
    extraRoutes: {
      '/practice-topics': <h1>Topics stub</h1>,
      '/dashboard': <h1>Dashboard stub</h1>,
      '/practice-session/:practiceId': <h1>Review stub</h1>,
    },
  });

describe('PracticeHistoryPage', () => {
  it('shows a card per session with date, score chip, questions and average time or N/A', async () => {
    stubFetch(() => jsonResponse(history));
    renderHistory();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Geometry & Trigonometry')).toBeInTheDocument();
    expect(within(first).getByText('4 Mar 2026, 15:05')).toBeInTheDocument();
    expect(within(first).getByText('Score: 75.0%').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(within(first).getByText('Questions: 3/4')).toBeInTheDocument();
    expect(within(first).getByText('Avg. time: 21.3s')).toBeInTheDocument();
    expect(within(second).getByText('Score: 40.0%').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    expect(within(second).getByText('Avg. time: N/A')).toBeInTheDocument();
  });

  it('labels each session with what it practised: the lesson or Recommended for you', async () => {
    stubFetch(() => jsonResponse(history));
    renderHistory();
    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('The sine rule')).toBeInTheDocument();
    expect(within(second).getByText('Recommended for you')).toBeInTheDocument();
  });

  it('opens the session review from View Details', async () => {
    stubFetch(() => jsonResponse(history));
    renderHistory();
    const [first] = await screen.findAllByRole('article');
    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: /View Details/ }),
    );
    expect(await screen.findByRole('heading', { name: 'Review stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/practice-session/${PRACTICE_ID}`);
  });

  it("shows 'No practice sessions found' with Start Practice when there is none", async () => {
    stubFetch(() => jsonResponse([]));
    renderHistory();
    expect(await screen.findByText('No practice sessions found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Practice' }));
    expect(await screen.findByRole('heading', { name: 'Topics stub' })).toBeInTheDocument();
  });

  it("says 'Failed to load practice history' on failure", async () => {
    stubFetch(() => new Response('', { status: 500 }));
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load practice history');
  });

  it('has Back and New Practice', async () => {
    stubFetch(() => jsonResponse([]));
    renderHistory();
    await userEvent.click(screen.getByRole('button', { name: 'New Practice' }));
    expect(await screen.findByRole('heading', { name: 'Topics stub' })).toBeInTheDocument();
  });
});
