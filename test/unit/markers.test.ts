import {
  clearExperimentStorage,
  readCookie,
  readLoggedInMarker,
  setChecklistOnboardFlag,
  setLoggedInMarker,
  storeUserCreatedAt,
  USER_CREATED_AT_KEY,
} from '../../src/features/auth/markers';

describe('browser markers of spec §4', () => {
  it('sets the logged-in and not-logged-in marker as the strings 1 and 0', () => {
    setLoggedInMarker(true);
    expect(readLoggedInMarker()).toBe('1');
    setLoggedInMarker(false);
    expect(readLoggedInMarker()).toBe('0');
  });

  it('clears only the experiment keys from session storage', () => {
    sessionStorage.setItem('confetti.experiment.viewed.holiday-shops', '1');
    sessionStorage.setItem('confetti.experiment.override.hdyhau-subway', 'TEST-1');
    sessionStorage.setItem('confetti.flags.override', '{}');
    clearExperimentStorage();
    expect(sessionStorage.getItem('confetti.experiment.viewed.holiday-shops')).toBeNull();
    expect(sessionStorage.getItem('confetti.experiment.override.hdyhau-subway')).toBeNull();
    expect(sessionStorage.getItem('confetti.flags.override')).toBe('{}');
  });

  it("stores the creation time and sets the 'checklistOnboard' flag", () => {
    storeUserCreatedAt('2026-11-23T01:00:00.000Z');
    expect(localStorage.getItem(USER_CREATED_AT_KEY)).toBe('2026-11-23T01:00:00.000Z');
    setChecklistOnboardFlag();
    expect(readCookie('checklistOnboard')).toBe('1');
  });
});
