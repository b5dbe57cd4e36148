import { ApiRoutes, fillRoute, WebRoutes } from '@exam/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { storeSession } from '../../lib/storage';
import { jsonResponse, renderScreen, stubFetch } from '../../test/render';
import {
  CLASS_ID,
  classStudent,
  overview,
  STUDENT_ID,
  teacherClass,
  teacherUser,
} from '../../test/teacher-fixtures';
import { TeacherClassPage } from './routes/teacher-class';
import { TeacherClassesPage } from './routes/teacher-classes';
import { TeacherStudentPage } from './routes/teacher-student';

const classPath = fillRoute(ApiRoutes.teacher.class, { classId: CLASS_ID });
const studentPath = fillRoute(ApiRoutes.teacher.student, { classId: CLASS_ID, userId: STUDENT_ID });

function stubTeacherApi() {
  storeSession('teacher-token', teacherUser);
  stubFetch((url) => {
    if (url.startsWith(studentPath)) return jsonResponse(classStudent);
    if (url.startsWith(classPath)) return jsonResponse(overview());
    if (url.startsWith(ApiRoutes.teacher.classes)) return jsonResponse([teacherClass]);
    return jsonResponse({});
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

describe('the teacher screens in Arabic', () => {
  it('shows the classes in Arabic', async () => {
    stubTeacherApi();
    await act(() => activateLanguage('ar'));
    renderScreen(<TeacherClassesPage />, { route: WebRoutes.teacher });
    expect(screen.getByRole('heading', { level: 1, name: 'الفصول' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Grade 10 B' });
    expect(within(card).getByText('طالبان')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'افتح الفصل' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'نسخ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'اسم الفصل' })).toBeInTheDocument();
    expect(screen.queryByText('Open class')).not.toBeInTheDocument();
    expect(screen.queryByText('New class')).not.toBeInTheDocument();
  });

  it("shows a class's table and lists in Arabic, names as typed", async () => {
    stubTeacherApi();
    await act(() => activateLanguage('ar'));
    renderScreen(<TeacherClassPage />, {
      route: fillRoute(WebRoutes.teacherClass, { classId: CLASS_ID }),
      path: WebRoutes.teacherClass,
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'الطالب' })).toBeInTheDocument();
    const omar = within(table).getByRole('row', { name: /Omar Nabil/ });
    expect(within(omar).getByText('أبدًا')).toBeInTheDocument();
    expect(within(omar).getByText('لا')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'أضعف الدروس' })).toHaveTextContent(
      'Cosine rule · 2 من 2 دون مستوى الكفاءة',
    );
    expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeInTheDocument();
    expect(screen.queryByText('Never')).not.toBeInTheDocument();
    expect(screen.queryByText('Export CSV')).not.toBeInTheDocument();
  });

  it("shows a student's work in Arabic with Western digits", async () => {
    stubTeacherApi();
    await act(() => activateLanguage('ar'));
    renderScreen(<TeacherStudentPage ReadOnlyReport={() => null} />, {
      route: fillRoute(WebRoutes.teacherStudent, { classId: CLASS_ID, userId: STUDENT_ID }),
      path: WebRoutes.teacherStudent,
    });
    expect(await screen.findByText('Grade 10 B · للقراءة فقط')).toBeInTheDocument();
    expect(screen.getByText('7 من 10 صحيحة')).toBeInTheDocument();
    expect(screen.getByText(/· 3 أسئلة$/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'افتح التقرير' })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'رجوع إلى الفصل' })).toBeInTheDocument();
    expect(screen.queryByText('Open report')).not.toBeInTheDocument();
  });

  it('tells a student in Arabic that the page is not theirs', async () => {
    storeSession('student-token', { ...teacherUser, role: 'student' });
    stubFetch(() => jsonResponse({}));
    await act(() => activateLanguage('ar'));
    renderScreen(<TeacherClassesPage />, { route: WebRoutes.teacher });
    expect(screen.getByText('لا يمكن لحسابك فتح هذه الصفحة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رجوع إلى لوحة المتابعة' })).toBeInTheDocument();
  });
});
