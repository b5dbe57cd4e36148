import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { LimitMessages } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import {
  COSINE_LESSON_ID,
  dashboardWithMastery,
  LESSON_ID,
  lessonFocus,
  practiceInProgress,
  TOPIC,
  topics,
} from '../../../test/practice-fixtures';
import { jsonResponse, renderScreen, stubFetch as stubFetchWith } from '../../../test/render';
import { PracticeTopicsPage } from './practice-topics';

function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  return stubFetchWith(handler);
}

function PracticeProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Practice stub</h1>
      <pre data-testid="nav-state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

const renderTopics = () =>
  renderScreen(<PracticeTopicsPage />, {
    route: '/practice-topics',
    path: '/practice-topics',
    extraRoutes: { '/practice': <PracticeProbe />, '/dashboard': <h1>Dashboard stub</h1> },
  });

async function chooseTopic() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Topic' }));
  await userEvent.click(await screen.findByRole('option', { name: TOPIC }));
}

describe('PracticeTopicsPage', () => {
  it('shows the title, instructions, No limit and keeps Start Practice disabled until a topic is chosen', async () => {
    stubFetch(() => jsonResponse(topics));
    renderTopics();
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Mode' })).toBeInTheDocument();
    expect(screen.getByText('No limit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Practice' })).toBeDisabled();
    expect(await screen.findByText('Please select a topic')).toBeInTheDocument();
    await chooseTopic();
    expect(screen.getByRole('button', { name: 'Start Practice' })).toBeEnabled();
  });

  it('lists every lesson by unit, in order, with its description, mastery level and Practise this lesson', async () => {
    stubFetch((url) =>
      url.startsWith('/api/dashboard')
        ? jsonResponse(
            dashboardWithMastery({ [LESSON_ID]: 'familiar', [COSINE_LESSON_ID]: 'mastered' }),
          )
        : jsonResponse(topics),
    );
    renderTopics();
    const section = await screen.findByRole('region', { name: 'Practise one lesson' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Solving triangles', 'Other lessons']);
    const unit = within(section).getByRole('list', { name: 'Solving triangles' });
    await within(unit).findByText('Familiar');
    expect(
      within(unit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The sine ruleSides and angles from the sine rule.FamiliarPractise this lesson',
      'The cosine ruleA side from two sides and the included angle.MasteredPractise this lesson',
    ]);
    const other = within(section).getByRole('list', { name: 'Other lessons' });
    // A lesson the dashboard does not list shows no level (never a made-up one).
    expect(
      within(other)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LociPractise this lesson']);
    // Units fold away on a phone: two units, both closed until opened.
    const units = section.querySelectorAll('details');
    expect(units).toHaveLength(2);
    for (const details of units) expect(details.open).toBe(false);
    await userEvent.click(within(section).getByText('Solving triangles'));
    expect(units[0]?.open).toBe(true);
  });

  it("says what 'Recommended for you' practises", async () => {
    stubFetch(() => jsonResponse(topics));
    renderTopics();
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(recommended).toHaveTextContent(
      'Questions from the whole topic, your weakest lessons first.',
    );
    expect(within(recommended).getByRole('button', { name: 'Start Practice' })).toBeInTheDocument();
  });

  it('lists the lessons without levels when the dashboard cannot be read, and they still start', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/dashboard')
        ? new Response('', { status: 500 })
        : url === '/api/practice/start'
          ? jsonResponse(practiceInProgress({ focus: lessonFocus }))
          : jsonResponse(topics),
    );
    renderTopics();
    const button = await screen.findByRole('button', {
      name: 'Practise this lesson: The sine rule',
    });
    expect(screen.queryByText('Familiar')).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Practice stub' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url]) => typeof url === 'string' && url.startsWith('/api/dashboard'),
      ),
    ).toBe(true);
  });

  it('practises one lesson: starts with the lesson id and opens /practice with its session', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url === '/api/practice/start'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : url.startsWith('/api/dashboard')
          ? jsonResponse(dashboardWithMastery({}))
          : jsonResponse(topics),
    );
    renderTopics();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Practise this lesson: The cosine rule' }),
    );
    expect(await screen.findByRole('button', { name: 'Starting The cosine rule' })).toBeDisabled();
    // One start at a time: the other lessons and Start Practice wait.
    expect(
      screen.getByRole('button', { name: 'Practise this lesson: The sine rule' }),
    ).toBeDisabled();
    answer(jsonResponse(practiceInProgress({ focus: lessonFocus })));
    expect(await screen.findByRole('heading', { name: 'Practice stub' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/practice/start');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      topic: TOPIC,
      lessonId: COSINE_LESSON_ID,
    });
    const state = JSON.parse(screen.getByTestId('nav-state').textContent ?? '{}') as {
      session: { focus: { kind: string } };
    };
    expect(state.session.focus.kind).toBe('lesson');
  });

  it('shows a failed lesson start beside the lesson list, not at the top', async () => {
    stubFetch((url) =>
      url === '/api/practice/start'
        ? jsonResponse(
            { message: 'That lesson has no questions to practise.' },
            { status: 404, headers: { 'Content-Type': 'application/json' } },
          )
        : jsonResponse(topics),
    );
    renderTopics();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Practise this lesson: The sine rule' }),
    );
    const section = screen.getByRole('region', { name: 'Practise one lesson' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'That lesson has no questions to practise.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("starts a session with 'Starting...' and opens /practice with the topic and the session", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url === '/api/practice/start'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse(topics),
    );
    renderTopics();
    await chooseTopic();
    await userEvent.click(screen.getByRole('button', { name: 'Start Practice' }));
    expect(await screen.findByRole('button', { name: 'Starting...' })).toBeDisabled();
    answer(jsonResponse(practiceInProgress()));

    expect(await screen.findByRole('heading', { name: 'Practice stub' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/practice/start');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ topic: TOPIC });
    const state = JSON.parse(screen.getByTestId('nav-state').textContent ?? '{}') as {
      topic: string;
      session: { practiceId: string };
    };
    expect(state.topic).toBe(TOPIC);
    expect(state.session.practiceId).toBe(practiceInProgress().practiceId);
  });

  it("says 'Failed to start practice. Please try again.' when starting fails", async () => {
    stubFetch((url) =>
      url === '/api/practice/start' ? new Response('', { status: 500 }) : jsonResponse(topics),
    );
    renderTopics();
    await chooseTopic();
    await userEvent.click(screen.getByRole('button', { name: 'Start Practice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to start practice. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Start Practice' })).toBeEnabled();
  });

  it('shows the limit on starts when the student has started too many attempts (429)', async () => {
    stubFetch((url) =>
      url === '/api/practice/start'
        ? jsonResponse(
            { message: LimitMessages.attemptStarts(1500), code: 'RATE_LIMITED' },
            { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '1500' } },
          )
        : jsonResponse(topics),
    );
    renderTopics();
    await chooseTopic();
    await userEvent.click(screen.getByRole('button', { name: 'Start Practice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have started 30 exams, trials and practice sessions within an hour. You can start another in 25 minutes.',
    );
  });

  it("says 'Failed to load topics' when the topics cannot be loaded", async () => {
    stubFetch(() => new Response('', { status: 500 }));
    renderTopics();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load topics');
  });

  it('goes back to the dashboard', async () => {
    stubFetch(() => jsonResponse(topics));
    renderTopics();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  });
});
