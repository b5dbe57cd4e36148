import type { Dashboard } from '@exam/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  busyDashboard,
  emptyDashboard,
  LESSON_NAMES,
  oneDayDashboard,
} from '../../../test/dashboard-fixtures';
import { isPhoneQuery, isReducedMotionQuery, stubMatchMedia } from '../../../test/match-media';
import {
  jsonResponse,
  probeState,
  renderScreen,
  StateProbe,
  stubFetchWithXsrf,
  urlOf,
} from '../../../test/render';
import { activateLanguage } from '../../../i18n/i18n';
import { DashboardPage } from '../routes/dashboard';
import { nextDueText } from './daily-review-card';
import { YourProgressTexts } from './your-progress';

// The charts themselves (@mui/x-charts, SVG measured by ResizeObserver) are drawn in the browser
// suite (e2e/dashboard-learning.spec.ts); here a stand-in shows where they go.
vi.mock('./progress-charts', () => ({
  default: () => <p>Charts stand-in</p>,
}));

const trialDetails = {
  trialId: busyDashboard.pastTrials[0]?.trialId,
  topic: 'Geometry & Trigonometry',
  date: '2026-11-20T10:00:00.000Z',
  performance: 0.8,
  correctAnswers: 12,
  totalQuestions: 15,
  timeTaken: 1200,
  timerExpired: false,
  questions: [],
  timeSpent: {},
};

function renderDashboard(dashboard: Dashboard, route = '/dashboard') {
  const fetchMock = stubFetchWithXsrf((url) => {
    if (url.startsWith('/api/dashboard')) return jsonResponse(dashboard);
    if (url.startsWith('/api/trial/details/')) return jsonResponse(trialDetails);
    if (url === '/api/practice/start') {
      return jsonResponse({ practiceId: 'p-new', topic: 'Geometry & Trigonometry' });
    }
    return jsonResponse([]);
  });
  renderScreen(<DashboardPage />, {
    route,
    path: '/dashboard',
    extraRoutes: {
      '/practice': <h1>Practice stub</h1>,
      '/start-exam': <h1>Start exam stub</h1>,
      '/trial-report': <StateProbe title="Trial report stub" />,
    },
  });
  return fetchMock;
}

const section = (name: string | RegExp) => screen.findByRole('region', { name });

describe('the dashboard’s learning sections', () => {
  it('asks for the dashboard once, with the browser’s time zone', async () => {
    const fetchMock = renderDashboard(oneDayDashboard);
    await section('Lesson mastery');
    const calls = fetchMock.mock.calls.map(([url]) => urlOf(url));
    const dashboardCalls = calls.filter((url) => url.startsWith('/api/dashboard'));
    expect(dashboardCalls).toHaveLength(1);
    expect(dashboardCalls[0]).toMatch(/^\/api\/dashboard\?timeZone=[\w%]+/);
  });

  it('welcomes a new student: every lesson to start, no streak, ring or review, a word on progress', async () => {
    renderDashboard(emptyDashboard);
    const mastery = await section('Lesson mastery');
    expect(within(mastery).getAllByRole('listitem')).toHaveLength(LESSON_NAMES.length);
    expect(within(mastery).getAllByText('Not started')).toHaveLength(LESSON_NAMES.length);
    expect(within(mastery).getByText(/Pick one to practise/)).toBeInTheDocument();
    expect(
      within(mastery)
        .getAllByRole('button', { name: /^Practise this lesson: / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(LESSON_NAMES.map((name) => `Practise this lesson: ${name}`));

    const progress = await section('Your progress');
    expect(within(progress).getByText(YourProgressTexts.empty)).toBeInTheDocument();
    expect(within(progress).queryByRole('button', { name: 'Show as table' })).toBeNull();

    expect(screen.queryByText(/day streak/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('goal-ring')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daily review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past Trials' })).not.toBeInTheDocument();
  });

  it('after a day: the streak, the goal ring, nothing due yet, and the open practice session to resume', async () => {
    renderDashboard(oneDayDashboard);
    expect(await screen.findByText('1 day streak')).toBeInTheDocument();
    expect(screen.getByText('6 / 10 answers today')).toBeInTheDocument();
    expect(screen.getByTestId('goal-ring')).toBeInTheDocument();

    const review = await section('Daily review');
    expect(within(review).getByText('Nothing due today')).toBeInTheDocument();
    expect(within(review).getByText(/Your next review is ready/)).toBeInTheDocument();
    expect(within(review).queryByRole('button')).toBeNull();

    const resume = await section('Resume');
    expect(within(resume).getByText('Practice: The sine rule')).toBeInTheDocument();
    expect(within(resume).getByText('3 questions answered so far')).toBeInTheDocument();
    await userEvent.click(within(resume).getByRole('button', { name: 'Resume practice' }));
    expect(await screen.findByRole('heading', { name: 'Practice stub' })).toBeInTheDocument();
    // /practice resumes the session it finds in localStorage.
    expect(JSON.parse(window.localStorage.getItem('practiceState') ?? 'null')).toMatchObject({
      practiceId: oneDayDashboard.resume.practice?.practiceId,
    });
  });

  it('a busy student: the review to start, the running exam to resume, past trials to open', async () => {
    const fetchMock = renderDashboard(busyDashboard);
    expect(await screen.findByText('3 day streak')).toBeInTheDocument();
    expect(screen.getByText('12 answers today')).toBeInTheDocument();

    const resume = await section('Resume');
    expect(within(resume).getByText('Exam in progress')).toBeInTheDocument();
    expect(within(resume).getByText('Question 7 · 21 minutes left')).toBeInTheDocument();

    const trials = await section('Past Trials');
    const rows = within(trials).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('80.0%')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByText(/7 of 15 right · Out of time/),
    ).toBeInTheDocument();
    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: /^View Report/ }),
    );
    expect(await screen.findByRole('heading', { name: 'Trial report stub' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContain(
      `/api/trial/details/${busyDashboard.pastTrials[0]?.trialId}`,
    );
    expect(probeState<{ trialReport: { trialId: string } }>().trialReport.trialId).toBe(
      busyDashboard.pastTrials[0]?.trialId,
    );
  });

  it('starts a review session of the due questions', async () => {
    const fetchMock = renderDashboard(busyDashboard);
    const review = await section('Daily review');
    expect(
      within(review).getByText('4 questions are ready for a quick review.'),
    ).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Start review' }));
    expect(await screen.findByRole('heading', { name: 'Practice stub' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/practice/start');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      topic: 'Geometry & Trigonometry',
      review: true,
    });
  });

  it('resumes a running exam through /start-exam, which takes it up', async () => {
    renderDashboard(busyDashboard);
    await userEvent.click(await screen.findByRole('button', { name: 'Resume exam' }));
    expect(await screen.findByRole('heading', { name: 'Start exam stub' })).toBeInTheDocument();
  });

  it('practises one lesson from Lesson mastery, in the server’s order', async () => {
    const fetchMock = renderDashboard(busyDashboard);
    const mastery = await section('Lesson mastery');
    const buttons = within(mastery).getAllByRole('button', { name: /^Practise this lesson: / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      busyDashboard.mastery.map((lesson) => `Practise this lesson: ${lesson.lessonName}`),
    );
    await userEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Practice stub' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/practice/start');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      topic: 'Geometry & Trigonometry',
      lessonId: busyDashboard.mastery[0]?.lessonId,
    });
  });

  it('on a phone shows the first five lessons, the rest behind Show all lessons', async () => {
    stubMatchMedia(isPhoneQuery);
    renderDashboard(busyDashboard);
    const mastery = await section('Lesson mastery');
    expect(within(mastery).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(mastery).getByRole('button', { name: 'Show all lessons' }));
    expect(within(mastery).getAllByRole('listitem')).toHaveLength(busyDashboard.mastery.length);
  });

  it('on a wider screen shows ten lessons before Show all lessons', async () => {
    stubMatchMedia(() => false);
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...emptyDashboard.mastery[0]!,
      lessonId: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
      lessonName: `Lesson ${index + 1}`,
    }));
    renderDashboard({ ...emptyDashboard, mastery: many });
    const mastery = await section('Lesson mastery');
    expect(within(mastery).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(mastery).getByRole('button', { name: 'Show all lessons' }));
    expect(within(mastery).getAllByRole('listitem')).toHaveLength(12);
  });

  it('shows the progress as tables on request: every result newest first, every week', async () => {
    renderDashboard(busyDashboard);
    const progress = await section('Your progress');
    expect(await within(progress).findByText('Charts stand-in')).toBeInTheDocument();
    const toggle = within(progress).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);

    const scores = within(progress).getByRole('table', { name: /Exam and trial scores/ });
    const rows = within(scores).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '23 Nov 2026Exam74.3%',
      '20 Nov 2026Trial80.0%',
      '16 Nov 2026Exam61.0%',
      '9 Nov 2026Exam55.5%',
      '5 Nov 2026Trial50.0%',
      '2 Nov 2026Exam42.0%',
    ]);
    const weeks = within(progress).getByRole('table', { name: /Lessons by mastery level/ });
    expect(
      within(weeks)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Not started', 'Attempted', 'Familiar', 'Proficient', 'Mastered']);
    expect(within(weeks).getAllByRole('row')[1]?.textContent).toBe('w/c 23 Nov11221');
    expect(within(progress).queryByText('Charts stand-in')).toBeNull();
    await userEvent.click(within(progress).getByRole('button', { name: 'Show as chart' }));
    expect(await within(progress).findByText('Charts stand-in')).toBeInTheDocument();
  });

  it('loads the charts only once Your progress nears the screen', async () => {
    // A stand-in IntersectionObserver that the test drives: the section starts off screen.
    const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    renderDashboard(busyDashboard);
    const progress = await section('Your progress');
    expect(within(progress).getByRole('status', { name: 'Loading charts' })).toBeInTheDocument();
    expect(within(progress).queryByText('Charts stand-in')).toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.margin).toBe('300px');
    act(() =>
      observers[0]?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(await within(progress).findByText('Charts stand-in')).toBeInTheDocument();
  });

  it('says what to do when there are weeks of practice but no exam yet', async () => {
    renderDashboard(oneDayDashboard);
    const progress = await section('Your progress');
    expect(within(progress).getByText(YourProgressTexts.noScores)).toBeInTheDocument();
  });

  it('draws the goal ring without animation when the student prefers reduced motion', async () => {
    stubMatchMedia(isReducedMotionQuery);
    renderDashboard(oneDayDashboard);
    const ring = await screen.findByTestId('goal-ring');
    expect(ring).toHaveAttribute('data-animated', 'false');
    const arc = ring.querySelectorAll('circle')[1] as SVGCircleElement;
    expect(getComputedStyle(arc).animation).toBe('none');
  });

  it('animates the goal ring once when motion is welcome', async () => {
    stubMatchMedia(() => false);
    renderDashboard(oneDayDashboard);
    const ring = await screen.findByTestId('goal-ring');
    expect(ring).toHaveAttribute('data-animated', 'true');
    const arc = ring.querySelectorAll('circle')[1] as SVGCircleElement;
    expect(getComputedStyle(arc).animation).toMatch(/900ms/);
  });

  it('scrolls Your progress into view when opened as /dashboard#your-progress', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderDashboard(busyDashboard, '/dashboard#your-progress');
    const progress = await section('Your progress');
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(progress);
  });

  it('says when the dashboard could not load, and tries again', async () => {
    let fail = true;
    stubFetchWithXsrf((url) => {
      if (!url.startsWith('/api/dashboard')) return jsonResponse([]);
      if (fail) {
        fail = false;
        return jsonResponse({ message: 'Database unavailable' }, { status: 503 });
      }
      return jsonResponse(busyDashboard);
    });
    renderScreen(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
    expect(await screen.findByText('Failed to load your progress')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await section('Lesson mastery')).toBeInTheDocument();
  });
});

describe('an answer the dashboard cannot read', () => {
  it('shows Failed to load your progress, and the rest of the dashboard', async () => {
    stubFetchWithXsrf(() => jsonResponse([]));
    renderScreen(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
    expect(await screen.findByText('Failed to load your progress')).toBeInTheDocument();
    expect(screen.getByText('No Past Exams Found')).toBeInTheDocument();
  });
});

describe('nextDueText', () => {
  const now = new Date(2026, 10, 26, 9, 0);
  it.each([
    [new Date(2026, 10, 26, 18, 0), 'later today'],
    [new Date(2026, 10, 27, 8, 0), 'tomorrow'],
    [new Date(2026, 10, 30, 8, 0), 'on Monday 30 Nov'],
  ])('%s -> %s', (due, when) => {
    expect(nextDueText(due.toISOString(), now)).toBe(
      `You're all caught up. Your next review is ready ${when}.`,
    );
  });

  it('words the day in Arabic, with Western digits', async () => {
    await act(() => activateLanguage('ar'));
    expect(nextDueText(new Date(2026, 10, 30, 8, 0).toISOString(), now, 'ar-EG-u-nu-latn')).toBe(
      'أنهيت كل مراجعاتك. مراجعتك التالية ستكون جاهزة يوم الاثنين، 30 نوفمبر.',
    );
    await act(() => activateLanguage('en'));
  });
});
