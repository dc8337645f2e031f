/**
 * Default policy documents seeded for a new employer account.
 *
 * Content is plain, professional Australian English aimed at construction employers. The HTML uses only
 * h2/h3, p, ul/li and strong elements (no scripts, inline styles or classes). The confidentiality agreement
 * intentionally keeps the literal placeholders {{employeeName}} and {{position}}, which are substituted when
 * the document is presented to an individual employee.
 */

import type { ReadAndSignTaskId } from '../../shared/task-descriptors/index';

export interface SeedQuestion {
  id: string;
  question: string;
  required: boolean;
  /** 'understand': 'Yes, I understand' or 'No, I have a question for HR' (decision 115). */
  kind?: 'understand';
}

export interface SeedPolicy {
  title: string;
  /** The read-and-sign task whose document it is (its descriptor's id). */
  documentType: ReadAndSignTaskId;
  version: string;
  content: string;
  questions: SeedQuestion[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

function workplaceBehaviourPolicy(company: string): SeedPolicy {
  return {
    title: 'Workplace Behaviour Policy',
    documentType: 'workplace-behaviour',
    version: '1.0',
    content: `
<h2>Workplace Behaviour Policy</h2>
<p>${company} is committed to providing a safe, respectful and productive workplace for everyone on our sites,
in our offices and at any work-related event. This policy sets out the standard of behaviour we expect from
all employees, apprentices, labour-hire workers and contractors.</p>

<h3>1. Respect at work</h3>
<p>Everyone has the right to be treated with courtesy, dignity and fairness. We expect you to:</p>
<ul>
<li>treat co-workers, subcontractors, clients and members of the public with respect;</li>
<li>communicate professionally, including on the radio, by phone, by text and online;</li>
<li>follow reasonable and lawful directions from supervisors and site management; and</li>
<li>work cooperatively with other trades and crews on shared sites.</li>
</ul>

<h3>2. Bullying, harassment and discrimination</h3>
<p>${company} does not tolerate bullying, harassment (including sexual harassment), victimisation or unlawful
discrimination of any kind. These behaviours are unlawful under the <strong>Fair Work Act 2009</strong> (Cth),
Commonwealth, state and territory anti-discrimination laws, and work health and safety (WHS) laws.</p>
<p>Consistent with <strong>Safe Work Australia</strong> guidance, workplace bullying is repeated and
unreasonable behaviour directed towards a worker or group of workers that creates a risk to health and safety.
Examples include abusive or intimidating language, initiation pranks or &ldquo;hazing&rdquo;, deliberately
excluding someone, and setting impossible tasks. Reasonable management action carried out in a reasonable way,
such as performance feedback or a safety direction, is not bullying.</p>
<p>Discrimination on the basis of race, sex, gender identity, sexual orientation, age, disability, pregnancy,
religion, family or carer&rsquo;s responsibilities, or any other protected attribute is not acceptable.</p>

<h3>3. Drugs and alcohol</h3>
<p>Construction work is safety-critical. You must not:</p>
<ul>
<li>attend work or a site under the influence of alcohol or illicit drugs;</li>
<li>bring, consume or supply alcohol or illicit drugs on site or in company vehicles; or</li>
<li>work while impaired by prescription or over-the-counter medication without first telling your
supervisor.</li>
</ul>
<p>${company} and principal contractors may conduct drug and alcohol testing in line with site rules and any
applicable agreement. A positive result or refusal to be tested may lead to you being stood down from
site.</p>

<h3>4. Your safety responsibilities</h3>
<p>Under WHS law, every worker must take reasonable care for their own health and safety, take reasonable care
that their actions do not harm others, and comply with reasonable instructions, policies and procedures. This
includes:</p>
<ul>
<li>completing site inductions and holding a current White Card and any required licences;</li>
<li>wearing the correct personal protective equipment (PPE) at all times;</li>
<li>following safe work method statements (SWMS), permits and exclusion zones; and</li>
<li>reporting hazards, incidents and near misses immediately.</li>
</ul>

<h3>5. Site conduct</h3>
<p>While on site, keep work areas clean and tidy, respect neighbours and the public, follow site hours and
traffic management plans, and use amenities appropriately. Offensive material, horseplay, fighting and theft
are prohibited.</p>

<h3>6. Reporting concerns</h3>
<p>If you experience or witness behaviour that breaches this policy, please raise it as soon as you can with
your supervisor, site manager or the office. If the concern involves your supervisor, go directly to senior
management. All reports will be treated seriously, handled as confidentially as possible and investigated
fairly. <strong>You will not be victimised for raising a concern in good faith.</strong> You may also seek
advice from the Fair Work Ombudsman, the Australian Human Rights Commission or your state WHS regulator.</p>

<h3>7. Consequences of a breach</h3>
<p>Breaching this policy may result in disciplinary action, including a formal warning, removal from site or
termination of employment. Serious misconduct may result in summary dismissal and, where appropriate, referral
to police or the relevant regulator.</p>
`.trim(),
    questions: [
      {
        id: 'wb-q1',
        question: 'Do you understand who to report a workplace behaviour concern to?',
        required: true,
        kind: 'understand',
      },
      {
        id: 'wb-q2',
        question:
          'Do you understand that you must not attend work or a site under the influence of ' +
          'alcohol or drugs?',
        required: true,
        kind: 'understand',
      },
      {
        id: 'wb-q3',
        question: 'Is there anything about this policy you would like to ask or discuss with us?',
        required: false,
      },
    ],
  };
}

function medicalDeclaration(company: string): SeedPolicy {
  return {
    title: 'Medical Declaration',
    documentType: 'medical-declaration',
    version: '1.0',
    content: `
<h2>Medical Declaration</h2>
<p>This declaration helps ${company} make sure that you can carry out the inherent requirements of your role
safely, and that we can support you with any reasonable adjustments you may need.</p>

<h3>Why we ask</h3>
<p>Much of the work in construction is safety-critical. It can involve working at heights, operating plant and
machinery, manual handling, working in confined spaces and working outdoors in extreme heat or cold. Under
work health and safety (WHS) law, ${company} has a duty to ensure, so far as is reasonably practicable, the
health and safety of its workers and others on site. Knowing about relevant medical conditions, medications
and allergies helps us to:</p>
<ul>
<li>plan work so that it is safe for you and the people around you;</li>
<li>provide appropriate first aid or emergency treatment if something goes wrong; and</li>
<li>identify reasonable adjustments, equipment or support that may help you do your job.</li>
</ul>

<h3>A condition does not automatically exclude you</h3>
<p>Having a medical condition, injury or illness <strong>does not automatically exclude you</strong> from
employment or from any particular task. We will only consider information that is relevant to the inherent
requirements of your role, and we will talk with you about any concerns before making a decision. Where it is
reasonable to do so, we will make adjustments to support you. We will not discriminate against you on the
basis of a disability or medical condition, consistent with anti-discrimination law.</p>

<h3>Confidentiality and privacy</h3>
<p>The information you provide is <strong>confidential health information</strong>. ${company} will:</p>
<ul>
<li>store it securely and separately from general employment records where practicable;</li>
<li>only share it with people who need to know it, such as your supervisor, site first aiders or emergency
services, and only to the extent needed to keep you and others safe;</li>
<li>use it only for the purposes described in this declaration, or as required or permitted by law; and</li>
<li>give you access to the information on request.</li>
</ul>
<p>You are not required to disclose information that is not relevant to your ability to work safely. If you
are unsure whether something is relevant, you are welcome to speak with us confidentially before completing
this form.</p>

<h3>Your ongoing duty to tell us about changes</h3>
<p>Your health can change over time. If you develop a new condition, sustain an injury, start a new medication
or experience any change that may affect your ability to work safely, you must tell your supervisor or the
office as soon as possible. This is part of your own duty under WHS law to take reasonable care for your
health and safety and that of others.</p>

<h3>Your declaration</h3>
<p>By submitting this form, you declare that the information you have provided is true and complete to the
best of your knowledge. Please note that knowingly providing false or misleading information about a matter
relevant to your ability to work safely may affect your employment.</p>
`.trim(),
    questions: [
      {
        id: 'previous-medical-conditions',
        question:
          'Do you have any previous or existing medical conditions, injuries or illnesses that may ' +
          'affect your ability to perform the inherent requirements of your role? Please provide details.',
        required: true,
      },
      {
        id: 'medications',
        question:
          'Are you currently taking any medications that may affect your ability to work safely ' +
          '(for example, operate machinery or work at heights)? Please provide details.',
        required: false,
      },
      {
        id: 'allergies',
        question:
          'Do you have any allergies we should know about (for example, to bee stings, latex or ' +
          'medications)? Please provide details.',
        required: false,
      },
    ],
  };
}

function confidentialityAgreement(company: string): SeedPolicy {
  return {
    title: 'Confidentiality Agreement',
    documentType: 'confidentiality-agreement',
    version: '1.0',
    content: `
<h2>Confidentiality Agreement</h2>
<p>This agreement is between <strong>${company}</strong> (&ldquo;the Company&rdquo;) and
<strong>{{employeeName}}</strong>, employed as <strong>{{position}}</strong> (&ldquo;you&rdquo;).</p>
<p>In the course of your employment you will have access to information that is valuable to the Company, its
clients and its people. This agreement explains what that information is and how you must protect it.</p>

<h3>1. What is confidential information?</h3>
<p>Confidential information includes any information that is not publicly available and that you obtain
through your employment, whether written, electronic or verbal. For example:</p>
<ul>
<li>tenders, quotes, estimates, pricing, margins and supplier rates;</li>
<li>client, developer and subcontractor details, contracts and correspondence;</li>
<li>drawings, plans, designs, specifications, engineering details and project schedules;</li>
<li>site security arrangements, access codes and alarm details;</li>
<li>personnel records, including pay rates, licences, medical information and contact details; and</li>
<li>business plans, financial information, systems and processes.</li>
</ul>

<h3>2. Your obligations during employment</h3>
<p>While you are employed by the Company, you must:</p>
<ul>
<li>use confidential information only to perform your duties;</li>
<li>not disclose it to anyone outside the Company unless you are authorised to do so or required by law;</li>
<li>keep documents, devices and login details secure, and not leave drawings or paperwork unattended on site;
and</li>
<li>tell your supervisor immediately if you believe confidential information has been lost, stolen or
disclosed.</li>
</ul>

<h3>3. Your obligations after employment ends</h3>
<p>Your obligation to keep information confidential <strong>continues after your employment ends</strong>, for
as long as the information remains confidential. You must not use the Company&rsquo;s confidential information
for your own benefit or for the benefit of a new employer, competitor or client.</p>

<h3>4. Return of property</h3>
<p>When your employment ends, or at any earlier time the Company asks, you must promptly return all Company
property. This includes documents, drawings, keys, access cards, tools, equipment, phones, tablets, laptops
and any copies of confidential information, whether in hard copy or stored on personal devices or
accounts.</p>

<h3>5. Social media and photographs</h3>
<p>Construction sites and projects are often commercially sensitive, and clients may have strict publicity
requirements. You must not post photographs, videos or details of sites, projects, clients or colleagues on
social media or elsewhere without the Company&rsquo;s <strong>written permission</strong>. You must also not
make comments online that could identify or damage the Company, its clients or its people.</p>

<h3>6. Privacy</h3>
<p>The Company handles personal information in accordance with the <strong>Privacy Act 1988</strong> (Cth) and
the Australian Privacy Principles, where applicable. You must handle any personal information about
co-workers, clients and members of the public that you come across at work with the same care, and only for
legitimate work purposes.</p>

<h3>7. Breach of this agreement</h3>
<p>A breach of this agreement may result in disciplinary action, up to and including termination of
employment. The Company may also take legal action to prevent further disclosure or to recover any loss or
damage caused by the breach.</p>

<h3>8. Acknowledgement</h3>
<p>By accepting this agreement, you confirm that you have read and understood it, have had the opportunity to
ask questions or seek independent advice, and agree to be bound by its terms.</p>
`.trim(),
    questions: [
      {
        id: 'ca-q1',
        question: 'I understand that tender prices, client details and drawings are confidential.',
        required: true,
      },
      {
        id: 'ca-q2',
        question:
          'I will not post photographs of sites or projects on social media without written permission.',
        required: true,
      },
      {
        id: 'ca-q3',
        question: 'I will return all company property and documents when my employment ends.',
        required: true,
      },
      {
        id: 'ca-q4',
        question: 'I understand that my confidentiality obligations continue after my employment ends.',
        required: true,
      },
      {
        id: 'ca-q5',
        question: 'I agree to be contacted about my obligations after my employment ends.',
        required: false,
      },
    ],
  };
}

/**
 * Returns the three default, active policy documents for a new employer.
 * The company name is HTML-escaped before being interpolated into the document content.
 */
export function defaultPolicies(companyName: string): SeedPolicy[] {
  const company = escapeHtml(companyName.trim() || 'the Company');
  return [workplaceBehaviourPolicy(company), medicalDeclaration(company), confidentialityAgreement(company)];
}
