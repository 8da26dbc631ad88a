export default function AccountMenu() {
  return (
    <div className="account-menu">
      <button type="button" className="btn btn-ghost">Sign In</button>
      <button type="button" className="btn btn-primary">Sign Up</button>
    </div>
  );
}
