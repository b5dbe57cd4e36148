import { ApiRoutes, fillRoute, MasteryLevelLabels, WebRoutes } from '@exam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/storage';
import { jsonResponse, renderScreen, stubFetch, urlOf } from '../../../test/render';
import { CLASS_ID, overview, STUDENT_ID, teacherUser } from '../../../test/teacher-fixtures';
import { TeacherClassPage } from './teacher-class';

const route = fillRoute(WebRoutes.teacherClass, { classId: CLASS_ID });
const classPath = fillRoute(ApiRoutes.teacher.class, { classId: CLASS_ID });
const csvPath = fillRoute(ApiRoutes.teacher.classCsv, { classId: CLASS_ID });

function renderClass(csv: () => Response = () => new Response('name\nMona Salah\n')) {
  storeSession('teacher-token', teacherUser);
  const fetchMock = stubFetch((url) => {
    if (url.startsWith(csvPath)) return csv();
    if (url.startsWith(classPath)) return jsonResponse(overview());
    return jsonResponse({});
  });
  renderScreen(<TeacherClassPage />, { route, path: WebRoutes.teacherClass });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('/teacher/classes/:classId', () => {
  it('shows each level in words (and a segment count), not by colour alone', async () => {
    renderClass();
    const table = await screen.findByRole('table');
    const mona = within(table).getByRole('row', { name: /Mona Salah/ });
    expect(within(mona).getByText(MasteryLevelLabels.mastered)).toBeInTheDocument();
    expect(within(mona).getByText(MasteryLevelLabels.attempted)).toBeInTheDocument();
    const omar = within(table).getByRole('row', { name: /Omar Nabil/ });
    expect(within(omar).getByText(MasteryLevelLabels['not-started'])).toBeInTheDocument();
    expect(within(omar).getByText('Never')).toBeInTheDocument();
    expect(within(omar).getByText('No')).toBeInTheDocument();
    expect(within(mona).getByRole('link', { name: 'Mona Salah' })).toHaveAttribute(
      'href',
      fillRoute(WebRoutes.teacherStudent, { classId: CLASS_ID, userId: STUDENT_ID }),
    );
  });

  it('lists the weakest lessons and who has not practised this week', async () => {
    renderClass();
    const weakest = await screen.findByRole('region', { name: 'Weakest lessons' });
    expect(weakest).toHaveTextContent('Cosine rule · 2 of 2 below proficient');
    expect(screen.getByRole('region', { name: 'Not practised this week' })).toHaveTextContent(
      'Omar Nabil',
    );
  });

  it("downloads the class's CSV route with the teacher's token", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const fetchMock = renderClass();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const call = fetchMock.mock.calls.find(([url]) => urlOf(url).startsWith(csvPath));
    expect(call).toBeDefined();
    const url = new URL(urlOf(call![0]), 'http://localhost');
    expect(url.pathname).toBe(csvPath);
    expect(url.searchParams.get('timeZone')).toBeTruthy();
    expect(new Headers(call![1]?.headers).get('Authorization')).toBe('Bearer teacher-token');
  });

  it('shows the server message when the CSV is refused', async () => {
    renderClass(() =>
      jsonResponse({ message: 'Too many exports. Try again in 5 minutes.' }, { status: 429 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Too many exports. Try again in 5 minutes.'),
    ).toBeInTheDocument();
  });

  it('tells a student the page is not for their account, with a way back', async () => {
    storeSession('student-token', { ...teacherUser, role: 'student' });
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderScreen(<TeacherClassPage />, { route, path: WebRoutes.teacherClass });
    expect(await screen.findByText('Your account cannot open this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      WebRoutes.dashboard,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
