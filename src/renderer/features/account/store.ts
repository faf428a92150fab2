/**
 * The signed-in student's profile, campus profile, avatar and account deletion, plus the campus
 * master data for the campus → faculty → major pickers (spec 3 Student, 5 avatar, 7).
 */
import { action, makeObservable, reaction, type IReactionDisposer } from 'mobx';
import type { Campus, Faculty, Major, StudentProfile, UpdateCampusProfileRequest, UpdateProfileRequest } from '../../../common/accounts';
import { checkAvatar } from '../../../common/upload';
import { campus } from '../../../common/contract/campus';
import { students } from '../../../common/contract/students';
import type { ContractClient } from '../../api/contract';
import { errorMessage, Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

/** What uploadAvatar needs of a File (a browser File, or a Blob with a name in tests). */
export interface AvatarFile {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

/**
 * Avatar update outcome: the new URL, or (spec 8: "avatar update returns only the error message")
 * just a message — `reason` is set when the file was refused before sending, so the UI can word it.
 */
export type AvatarOutcome = { ok: true; avatarUrl: string } | { ok: false; message: string; reason?: 'not-image' | 'too-large' };

export class ProfileStore {
  readonly profile = new Resource<StudentProfile>();
  readonly campuses = new Resource<Campus[]>();
  readonly faculties = new Resource<Faculty[]>();
  readonly majors = new Resource<Major[]>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
  ) {
    makeObservable(this, { reset: action, patch: action });
    // Another student must never see this profile: drop it whenever the session ends.
    this.disposer = reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.reset();
      },
    );
  }

  /** G students/my-profile. */
  load(): Promise<StudentProfile | null> {
    return this.profile.load(() => this.client.call(students.myProfile));
  }

  /** Loads once per session (cached until sign-out). */
  ensure(): Promise<StudentProfile | null> {
    return this.profile.ensure(() => this.client.call(students.myProfile));
  }

  /** U students: only the given fields change. Throws ApiError; the stored profile is replaced by the answer. */
  async update(input: UpdateProfileRequest): Promise<StudentProfile> {
    const saved = await this.client.call(students.updateProfile, { body: input });
    this.profile.set(saved);
    return saved;
  }

  /** U students/my-campus-profile; campusUuid null clears the campus profile. */
  async updateCampus(input: UpdateCampusProfileRequest): Promise<StudentProfile> {
    const saved = await this.client.call(students.updateCampusProfile, { body: input });
    this.profile.set(saved);
    return saved;
  }

  /**
   * U students/profilepic (multipart, field `file`). The file is checked first (image/*, at most
   * 5242880 bytes) and not sent when refused. Never throws.
   */
  async uploadAvatar(file: AvatarFile & Blob): Promise<AvatarOutcome> {
    const check = checkAvatar({ type: file.type, size: file.size, name: file.name });
    if (!check.ok) return { ok: false, reason: check.reason, message: check.reason };
    const form = new FormData();
    form.append('file', file, file.name || 'avatar');
    try {
      const { avatarUrl } = await this.client.call(students.uploadAvatar, { form });
      this.patch({ avatarUrl });
      return { ok: true, avatarUrl };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    }
  }

  /** D students, then the local logout (the server already ended every session). Throws ApiError. */
  async deleteAccount(): Promise<void> {
    await this.client.call(students.deleteAccount);
    this.session.logout();
    this.reset();
  }

  /** G master/campus?keyword (the list; up to 100, by name, short name or city). */
  searchCampuses(keyword = ''): Promise<Campus[] | null> {
    const k = keyword.trim();
    return this.campuses.load(() => this.client.call(campus.list, k ? { query: { keyword: k } } : {}));
  }

  /** G master/campus/faculties?campusUuid; clears the majors. */
  loadFaculties(campusUuid: string): Promise<Faculty[] | null> {
    this.majors.reset();
    return this.faculties.load(() => this.client.call(campus.faculties, { query: { campusUuid } }));
  }

  /** G master/campus/majors?facultyId. */
  loadMajors(facultyId: number): Promise<Major[] | null> {
    return this.majors.load(() => this.client.call(campus.majors, { query: { facultyId } }));
  }

  /** G master/campus/{uuid}. */
  getCampus(uuid: string): Promise<Campus> {
    return this.client.call(campus.byUuid, { params: { uuid } });
  }

  patch(fields: Partial<StudentProfile>): void {
    const current = this.profile.data;
    if (current) this.profile.set({ ...current, ...fields });
  }

  reset(): void {
    this.profile.reset();
    this.faculties.reset();
    this.majors.reset();
  }

  dispose(): void {
    this.disposer();
  }
}

/** The profile store of a RootStore, made on first use (stores/feature.ts). */
export const profileOf = featureStore((root) => new ProfileStore(root.client, root.session));
