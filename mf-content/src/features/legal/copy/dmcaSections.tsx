import { Link } from 'react-router-dom';
import type { LegalSection } from '../../../ui/LegalPage';
import { mailto } from '../../../rules/mailto';
import type { LegalContext } from '../legalContext';

/** The DMCA / copyright takedown policy, written for the configured domain. */
export function dmcaSections(ctx: LegalContext): LegalSection[] {
  return [...noticeSections(ctx), ...afterNoticeSections(ctx), ...closingSections(ctx)];
}

/** Sections 1–3: our approach, what a notice must contain and where to send it. */
function noticeSections({ brand, email, site }: LegalContext): LegalSection[] {
  const noticeLink = mailto(email, 'DMCA takedown notice');
  return [
    {
      id: 'approach',
      title: '1. Our approach to copyright',
      body: (
        <>
          <p>
            {brand} respects the rights of creators and expects its users to do the same. Our{' '}
            <Link to="/terms-of-service">Terms of Service</Link> allow downloads only of content the user has the right to
            save, and we respond to notices of claimed infringement under the U.S. Digital Millennium Copyright Act (17
            U.S.C. § 512) and comparable laws elsewhere.
          </p>
          <p>
            {brand} is not a library of media. It retrieves publicly available files on a user&apos;s request. Files we
            prepare, for example when merging video and audio, are stored only for a short retention period and then deleted
            automatically. What persists are short share links and preview pages that point to media, and those can be
            disabled.
          </p>
        </>
      ),
    },
    {
      id: 'notice-contents',
      title: '2. What a takedown notice must contain',
      body: (
        <>
          <p>To be effective, your written notice must include:</p>
          <ol>
            <li>your physical or electronic signature, as the copyright owner or a person authorised to act for them;</li>
            <li>
              identification of the copyrighted work you claim is infringed (or, for several works, a representative list);
            </li>
            <li>
              identification of the material on {site} that you want removed, with enough detail to find it: preferably the
              full address of each short link (<code>/p/…</code>) or preview page, and the original platform link;
            </li>
            <li>your name, postal address, telephone number and email address;</li>
            <li>
              a statement that you have a good-faith belief that the use of the material is not authorised by the copyright
              owner, its agent or the law;
            </li>
            <li>
              a statement that the information in the notice is accurate and, under penalty of perjury, that you are the
              owner or authorised to act on the owner&apos;s behalf.
            </li>
          </ol>
          <p>Notices missing these elements may delay our response, and we may ask you to complete them.</p>
        </>
      ),
    },
    {
      id: 'where-to-send',
      title: '3. Where to send it',
      body: (
        <>
          <p>
            Send notices to our designated copyright agent by email at{' '}
            <a href={noticeLink}>{email}</a>, with the subject line &ldquo;DMCA takedown notice&rdquo;. Notices sent to
            other addresses or through social media may not reach the right people in time.
          </p>
          <p>
            This address is for copyright matters only. For other questions, please use the{' '}
            <Link to="/help-center">Help Center</Link>.
          </p>
        </>
      ),
    },
  ];
}

/** Sections 4–6: what happens after a notice, counter-notices, repeat infringers. */
function afterNoticeSections({ brand, email }: LegalContext): LegalSection[] {
  return [
    {
      id: 'what-happens',
      title: '4. What happens after a notice',
      body: (
        <ul>
          <li>We review the notice and, if it is complete, act expeditiously, usually within two business days.</li>
          <li>
            We disable the identified short links and preview pages, delete any copy of the material still held on our
            servers, and can block the source link from being processed again.
          </li>
          <li>
            If the material is associated with an account, we notify the account holder and give them a copy of the notice,
            from which we may remove your personal contact details except your name.
          </li>
          <li>
            The material itself stays on the platform that hosts it. To have it removed there, contact that platform as
            well: {brand} cannot delete content from YouTube, TikTok or any other service.
          </li>
        </ul>
      ),
    },
    {
      id: 'counter-notice',
      title: '5. Counter-notice',
      body: (
        <>
          <p>
            If you believe material was removed by mistake or misidentification, you may send a counter-notice to{' '}
            <a href={mailto(email, 'DMCA counter-notice')}>{email}</a>. It must include:
          </p>
          <ol>
            <li>your physical or electronic signature;</li>
            <li>identification of the material that was removed and where it appeared before removal;</li>
            <li>
              a statement under penalty of perjury that you have a good-faith belief the material was removed as a result
              of mistake or misidentification;
            </li>
            <li>your name, address and telephone number;</li>
            <li>
              a statement that you consent to the jurisdiction of the federal district court for your address (or, if you
              are outside the United States, any judicial district in which the operator may be found), and that you will
              accept service of process from the person who sent the original notice or their agent.
            </li>
          </ol>
          <p>
            We forward a valid counter-notice to the person who sent the original notice. Unless they inform us within 10
            business days that they have filed a court action to restrain the activity, we may restore the material within
            10 to 14 business days after receiving the counter-notice.
          </p>
        </>
      ),
    },
    {
      id: 'repeat-infringers',
      title: '6. Repeat infringers',
      body: (
        <p>
          We terminate, in appropriate circumstances, the accounts of users who are the subject of repeated valid
          infringement notices, and we may block further use of the service by them. A notice that is successfully
          countered does not count toward this.
        </p>
      ),
    },
  ];
}

/** Sections 7–8: false notices and the contact. */
function closingSections({ brand, email }: LegalContext): LegalSection[] {
  const noticeLink = mailto(email, 'DMCA takedown notice');
  return [
    {
      id: 'misrepresentation',
      title: '7. False notices',
      body: (
        <p>
          Under 17 U.S.C. § 512(f), anyone who knowingly and materially misrepresents that material is infringing, or that
          it was removed by mistake, may be liable for damages, including costs and attorneys&apos; fees. Please consider
          whether a use may be fair use before sending a notice, and seek legal advice if you are unsure.
        </p>
      ),
    },
    {
      id: 'contact',
      title: '8. Contact',
      body: (
        <p>
          Copyright agent of {brand}: <a href={noticeLink}>{email}</a>.
        </p>
      ),
    },
  ];
}
