import {
  addDays,
  BUCKET_DAYS_BEFORE,
  CHECKLIST_BUCKETS,
  checklistProgress,
  filterTasks,
  generatedDueDate,
  isOverdue,
  parseChecklistFilter,
  type ChecklistTask,
} from '../../src/contracts/checklist';

const t = (over: Partial<ChecklistTask>): ChecklistTask => ({
  id: 1,
  template_key: null,
  title: 'x',
  how_to: '',
  bucket: 'MONTHS_6',
  link_path: null,
  link_label: null,
  due_date: null,
  due_date_custom: false,
  position: 10,
  assignee_user_id: null,
  done: false,
  done_by_tool: false,
  completed_at: null,
  completed_by_user_id: null,
  hidden: false,
  guest_count: null,
  save_the_dates_sent: null,
  version: 1,
  updated_by_user_id: null,
  ...over,
});

describe('checklist rules (issue 29)', () => {
  it.each([
    ['MONTHS_12_PLUS', '2026-09-22'],
    ['MONTHS_9', '2026-12-26'],
    ['MONTHS_6', '2027-03-26'],
    ['MONTHS_4', '2027-05-25'],
    ['MONTHS_2', '2027-07-24'],
    ['MONTH_1', '2027-08-23'],
    ['WEEK', '2027-09-15'],
    ['DAY', '2027-09-22'],
    ['AFTER', '2027-10-22'],
  ] as const)('a %s task of a 2027-09-22 wedding is due %s', (bucket, due) => {
    expect(generatedDueDate('2027-09-22', bucket)).toBe(due);
  });

  it('no wedding date, no due date; the buckets run from a year out to after', () => {
    expect(generatedDueDate(null, 'MONTHS_6')).toBeNull();
    const days = CHECKLIST_BUCKETS.map((b) => BUCKET_DAYS_BEFORE[b]);
    expect([...days].sort((a, b) => b - a)).toEqual(days);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('overdue: open, shown, and due before today', () => {
    expect(isOverdue(t({ due_date: '2026-11-25' }), '2026-11-26')).toBe(true);
    expect(isOverdue(t({ due_date: '2026-11-26' }), '2026-11-26')).toBe(false);
    expect(isOverdue(t({ due_date: '2026-11-25', done: true }), '2026-11-26')).toBe(false);
    expect(isOverdue(t({ due_date: '2026-11-25', hidden: true }), '2026-11-26')).toBe(false);
    expect(isOverdue(t({ due_date: null }), '2026-11-26')).toBe(false);
  });

  it('filters from the URL: month, status and who; anything else is ignored', () => {
    expect(parseChecklistFilter(new URLSearchParams('month=2027-03&status=open&who=12'))).toEqual({
      month: '2027-03',
      status: 'open',
      who: 12,
    });
    expect(parseChecklistFilter(new URLSearchParams('month=2027-13&status=nope&who=me'))).toEqual({
      month: null,
      status: 'all',
      who: null,
    });
    expect(parseChecklistFilter(new URLSearchParams('who=nobody')).who).toBe('nobody');
    const tasks = [
      t({ id: 1, due_date: '2027-03-02', assignee_user_id: 12 }),
      t({ id: 2, due_date: '2027-03-09', done: true }),
      t({ id: 3, due_date: '2026-01-01' }),
      t({ id: 4, due_date: '2027-03-10', hidden: true }),
    ];
    const ids = (f: Parameters<typeof filterTasks>[1]) => filterTasks(tasks, f, '2026-11-26').map((x) => x.id);
    expect(ids({ month: '2027-03', status: 'all', who: null })).toEqual([1, 2]);
    expect(ids({ month: null, status: 'open', who: null })).toEqual([1, 3]);
    expect(ids({ month: null, status: 'done', who: null })).toEqual([2]);
    expect(ids({ month: null, status: 'overdue', who: null })).toEqual([3]);
    expect(ids({ month: null, status: 'hidden', who: null })).toEqual([4]);
    expect(ids({ month: null, status: 'all', who: 12 })).toEqual([1]);
    expect(ids({ month: null, status: 'all', who: 'nobody' })).toEqual([2, 3]);
    expect(checklistProgress(tasks, '2026-11-26')).toEqual({ done: 1, overdue: 1, total: 3 });
  });
});
