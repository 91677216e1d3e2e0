import StaffHomePage from '~/app/staf/page';

export const dynamic = 'force-dynamic';

/** Where staff land after signing in: their role's home (the same page as /staf). */
export default StaffHomePage;
