import { ApiRoutes, fillRoute, ProblemReportMessages, WebRoutes } from '@exam/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRACTISE_MISTAKES_LABEL } from '../components/practise-mistakes-button';
import { storeSession } from '../lib/storage';
import { details, EXAM_ID } from '../test/exam-fixtures';
import { PRACTICE_ID, sessionDetail } from '../test/practice-fixtures';
import { jsonResponse, renderScreen, stubFetch, urlOf } from '../test/render';
import { CLASS_ID, classStudent, STUDENT_ID, teacherUser } from '../test/teacher-fixtures';
import { TeacherStudentScreen } from './teacher-student-screen';

const ids = { classId: CLASS_ID, userId: STUDENT_ID };
const studentPage = fillRoute(WebRoutes.teacherStudent, ids);
const teacherExam = fillRoute(ApiRoutes.teacher.studentExam, { ...ids, examId: EXAM_ID });
const teacherPractice = fillRoute(ApiRoutes.teacher.studentPractice, {
  ...ids,
  practiceId: PRACTICE_ID,
});

function renderStudent(search = '') {
  storeSession('teacher-token', teacherUser);
  const fetchMock = stubFetch((url) => {
    if (url === fillRoute(ApiRoutes.teacher.student, ids)) return jsonResponse(classStudent);
    if (url === teacherExam) return jsonResponse(details());
    if (url === teacherPractice) return jsonResponse(sessionDetail());
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
  renderScreen(<TeacherStudentScreen />, {
    route: `${studentPage}${search}`,
    path: WebRoutes.teacherStudent,
  });
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof renderStudent>) =>
  fetchMock.mock.calls.map(([url]) => urlOf(url));

describe("A teacher's view of one student", () => {
  it("lists the student's mastery, exams, trials and practice with a way into each report", async () => {
    renderStudent();
    expect(await screen.findByRole('heading', { name: 'Mona Salah' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mastery' })).toHaveTextContent('Proficient');
    const exams = screen.getByRole('region', { name: 'Exams' });
    expect(within(exams).getByText('61%')).toBeInTheDocument();
    expect(within(exams).getByRole('link', { name: 'Open report' })).toHaveAttribute(
      'href',
      `${studentPage}?exam=${EXAM_ID}`,
    );
  });

  it('opens the exam details read only, from the teacher route, without student actions', async () => {
    const fetchMock = renderStudent(`?exam=${EXAM_ID}`);
    expect(await screen.findByRole('region', { name: 'Incorrect Answers' })).toBeInTheDocument();
    expect(requested(fetchMock)).toContain(teacherExam);
    expect(requested(fetchMock)).not.toContain(fillRoute(ApiRoutes.exam.details, { id: EXAM_ID }));
    // An item opens with the text and both answers from the details, not the student's route.
    await userEvent.click(screen.getByRole('button', { name: /Question 2/ }));
    expect((await screen.findAllByText("Student's answer")).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: PRACTISE_MISTAKES_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
    expect(requested(fetchMock).some((url) => url.startsWith('/api/exam/question'))).toBe(false);
    expect(screen.queryByText(ProblemReportMessages.sent)).not.toBeInTheDocument();
  });

  it('opens the practice review read only, without student actions', async () => {
    const fetchMock = renderStudent(`?practice=${PRACTICE_ID}`);
    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(requested(fetchMock)).toContain(teacherPractice);
    expect(screen.queryByRole('button', { name: PRACTISE_MISTAKES_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Mona Salah' })).toHaveAttribute(
      'href',
      studentPage,
    );
  });
});
