/** /user/edit-profile — photo, personal details and campus profile. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AccountLayout, ProfileGate } from './AccountLayout';
import { AvatarSection } from './AvatarSection';
import { CampusSection } from './CampusSection';
import { PersonalSection } from './PersonalSection';
import { useStores } from '../../stores/context';
import { profileOf } from './store';

const EditProfilePage = observer(function EditProfilePage() {
  const { t } = useTranslation();
  const profile = profileOf(useStores());
  return (
    <AccountLayout title={t('profile.title')} lead={t('profile.lead')}>
      <ProfileGate>
        {() => (
          <>
            <AvatarSection />
            {/* Re-mounted per student so a form never shows another account's values. */}
            <PersonalSection key={`personal-${profile.profile.data!.id}`} />
            <CampusSection key={`campus-${profile.profile.data!.id}`} />
          </>
        )}
      </ProfileGate>
    </AccountLayout>
  );
});

export default EditProfilePage;
