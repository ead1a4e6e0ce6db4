/**
 * The four review cards on the home page.
 * SAMPLE REVIEWS: written as examples; replace them with real reviews (with the customers' consent) before launch.
 */

export interface Review {
  /** First name and initial: "Sanne V." */
  readonly name: string;
  /** Place or district around Utrecht. */
  readonly location: string;
  readonly text: string;
  readonly rating: 1 | 2 | 3 | 4 | 5;
}

export const reviews = [
  {
    name: 'Sanne V.',
    location: 'Leidsche Rijn',
    text: 'Na een aanrijding op een rotonde hebben ze alles met mijn verzekeraar geregeld. Ik hoefde alleen het schadeformulier en mijn foto’s in te leveren. De achterklep ziet er weer uit als nieuw.',
    rating: 5,
  },
  {
    name: 'Mehmet Y.',
    location: 'Overvecht',
    text: 'Mijn bestelbus moest een week blijven voor plaatwerk en ik kreeg meteen een vervangende auto mee, onmisbaar voor mijn werk. Het duurde een dag langer dan gepland omdat een onderdeel later kwam, maar dat belden ze zelf op tijd door.',
    rating: 4,
  },
  {
    name: 'Karin J.',
    location: 'Zeist',
    text: 'Auto ’s ochtends gebracht voor de APK en dezelfde middag weer opgehaald. Ze belden eerst over twee versleten remblokken in plaats van ze zomaar te vervangen. Eerlijk advies en een nette prijs.',
    rating: 5,
  },
  {
    name: 'Pieter B.',
    location: 'Nieuwegein',
    text: 'Een sterretje in mijn voorruit was binnen een halfuur gerepareerd, terwijl ik koffie dronk in de wachtruimte. Via mijn autoverzekering hoefde ik er niets voor te betalen.',
    rating: 5,
  },
] as const satisfies readonly Review[];
