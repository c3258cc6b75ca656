import type { PageSeed } from '../types'
import { cleanLabelPage } from './clean-label'
import { contactPage } from './contact'
import { deliveryPage } from './delivery'
import { faqPage } from './faq'
import { giftVoucherPage } from './gift-voucher'
import { homePage } from './home'
import { privacyPage } from './privacy'
import { termsPage } from './terms'
import { testPage } from './test'
import { testerPage } from './tester'
import { topicPage } from './topic'

export const pageSeeds: PageSeed[] = [
  homePage,
  deliveryPage,
  termsPage,
  privacyPage,
  faqPage,
  contactPage,
  cleanLabelPage,
  giftVoucherPage,
  topicPage,
  testPage,
  testerPage,
]
