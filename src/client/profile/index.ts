// What other features may use of profile: the form that edits the player's profile
// (`users.profile`), which the dashboard's Profile tab shows.
export { ProfileForm } from './profile-form.tsx';
