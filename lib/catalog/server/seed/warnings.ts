import 'server-only'

/**
 * Safety and warning notes of the product page's warnings panel (spec 01 §4 panels), stored as the
 * multi-valued attribute WARNINGS_ATTRIBUTE. They belong to the kind of product (the notes the standards
 * and labelling rules ask of prams, car seats, cots, feeding bottles, detergents, appliances …), so
 * they are looked up by product type: no random draw, so seeding them moves no other seeded value.
 */
import type { StoredAttributeValue } from '@/lib/db/schema'
import { l, type L } from './model'

const WARNING_TEXTS = {
  aufsicht: l(
    'Warnung: Lassen Sie Ihr Kind niemals unbeaufsichtigt.',
    'Avertissement : ne laissez jamais votre enfant sans surveillance.',
    'Waarschuwing: laat uw kind nooit zonder toezicht achter.',
  ),
  verriegelung: l(
    'Vor dem Gebrauch prüfen, ob alle Verriegelungen richtig eingerastet sind.',
    'Avant utilisation, vérifiez que tous les dispositifs de verrouillage sont bien enclenchés.',
    'Controleer vóór gebruik of alle vergrendelingen goed vastzitten.',
  ),
  airbag: l(
    'Niemals auf einem Sitz mit aktiviertem Front-Airbag verwenden.',
    'Ne jamais utiliser sur un siège équipé d’un airbag frontal activé.',
    'Nooit gebruiken op een stoel met een geactiveerde frontairbag.',
  ),
  gurt: l(
    'Das Kind stets mit dem Gurtsystem sichern, auch auf kurzen Strecken.',
    'Attachez toujours l’enfant avec le harnais, même pour de courts trajets.',
    'Maak uw kind altijd vast met het gordelsysteem, ook bij korte ritten.',
  ),
  matratze: l(
    'Keine zweite Matratze einlegen; nicht verwenden, wenn Teile beschädigt sind oder fehlen.',
    'N’ajoutez pas de second matelas ; n’utilisez pas le lit si des pièces sont endommagées ou manquantes.',
    'Leg er geen tweede matras in; niet gebruiken als er onderdelen beschadigd zijn of ontbreken.',
  ),
  absturz: l(
    'Lassen Sie Ihr Kind auf der Wickelfläche nie unbeaufsichtigt – Absturzgefahr.',
    'Ne laissez jamais votre enfant sans surveillance sur le plan à langer : risque de chute.',
    'Laat uw kind nooit zonder toezicht op het verschoonkussen: valgevaar.',
  ),
  wandbefestigung: l(
    'Das Möbel mit den mitgelieferten Beschlägen an der Wand befestigen – Kippgefahr.',
    'Fixez le meuble au mur avec les ferrures fournies : risque de basculement.',
    'Bevestig het meubel met het meegeleverde beslag aan de muur: kantelgevaar.',
  ),
  kippsicher: l(
    'Das Gerät kippsicher aufstellen oder an der Wand befestigen.',
    'Installez l’appareil de façon stable ou fixez-le au mur pour éviter qu’il ne bascule.',
    'Plaats het apparaat kantelvrij of bevestig het aan de muur.',
  ),
  bettdecke: l(
    'Nicht zusammen mit einer Bettdecke verwenden.',
    'Ne pas utiliser avec une couette.',
    'Niet samen met een dekbed gebruiken.',
  ),
  nuckeln: l(
    'Ständiges und verlängertes Nuckeln von Flüssigkeiten verursacht Karies. Nur unter Aufsicht Erwachsener benutzen.',
    'La succion continue et prolongée de liquides provoque des caries. À utiliser uniquement sous la surveillance d’un adulte.',
    'Voortdurend en langdurig zuigen van vloeistoffen veroorzaakt tandbederf. Alleen gebruiken onder toezicht van een volwassene.',
  ),
  temperatur: l(
    'Vor dem Füttern immer die Temperatur der Nahrung prüfen.',
    'Vérifiez toujours la température de l’aliment avant de nourrir l’enfant.',
    'Controleer altijd de temperatuur van de voeding voordat u uw kind voedt.',
  ),
  aeusserlich: l(
    'Nur zur äußerlichen Anwendung. Kontakt mit den Augen vermeiden.',
    'Usage externe uniquement. Éviter le contact avec les yeux.',
    'Alleen voor uitwendig gebruik. Contact met de ogen vermijden.',
  ),
  kinderhaende: l(
    'Darf nicht in die Hände von Kindern gelangen.',
    'Tenir hors de portée des enfants.',
    'Buiten het bereik van kinderen houden.',
  ),
  augenreizung: l(
    'Verursacht schwere Augenreizung.',
    'Provoque une sévère irritation des yeux.',
    'Veroorzaakt ernstige oogirritatie.',
  ),
  badeaufsicht: l(
    'Nur unter Aufsicht Erwachsener im Wasser verwenden.',
    'À utiliser dans l’eau uniquement sous la surveillance d’un adulte.',
    'Alleen onder toezicht van een volwassene in het water gebruiken.',
  ),
  kabel: l(
    'Kabel außerhalb der Reichweite des Kindes verlegen – Strangulationsgefahr.',
    'Placez les câbles hors de portée de l’enfant : risque de strangulation.',
    'Leg snoeren buiten het bereik van het kind: kans op wurging.',
  ),
  keinErsatz: l(
    'Das Babyphone ersetzt nicht die Aufsicht durch Erwachsene.',
    'Le babyphone ne remplace pas la surveillance d’un adulte.',
    'De babyfoon vervangt het toezicht door een volwassene niet.',
  ),
  muenzen: l(
    'Kein Spielzeug. Münzen außerhalb der Reichweite von Kleinkindern aufbewahren – Erstickungsgefahr.',
    'Ceci n’est pas un jouet. Gardez les pièces hors de portée des jeunes enfants : risque d’étouffement.',
    'Geen speelgoed. Bewaar munten buiten het bereik van kleine kinderen: verstikkingsgevaar.',
  ),
  heisseGriffe: l(
    'Griffe und Deckel können beim Kochen heiß werden – Topflappen verwenden.',
    'Les poignées et le couvercle peuvent chauffer pendant la cuisson : utilisez des maniques.',
    'Grepen en deksel kunnen tijdens het koken heet worden: gebruik pannenlappen.',
  ),
  maxMarkierung: l(
    'Nicht über die MAX-Markierung füllen – kochendes Wasser kann herausspritzen.',
    'Ne pas remplir au-delà du repère MAX : l’eau bouillante peut gicler.',
    'Niet boven de MAX-markering vullen: kokend water kan eruit spatten.',
  ),
  brandgefahr: l(
    'Nicht unter Hängeschränken oder in der Nähe von Vorhängen betreiben – Brot kann brennen.',
    'Ne pas utiliser sous des placards muraux ni près de rideaux : le pain peut brûler.',
    'Niet onder hangkasten of bij gordijnen gebruiken: brood kan vlam vatten.',
  ),
  netzstecker: l(
    'Vor dem Reinigen den Netzstecker ziehen.',
    'Débranchez l’appareil avant de le nettoyer.',
    'Haal vóór het schoonmaken de stekker uit het stopcontact.',
  ),
  leuchtmittel: l(
    'Vor dem Wechsel des Leuchtmittels den Netzstecker ziehen und die Leuchte abkühlen lassen.',
    'Avant de changer l’ampoule, débranchez le luminaire et laissez-le refroidir.',
    'Haal vóór het vervangen van de lamp de stekker eruit en laat de lamp afkoelen.',
  ),
  kleinkinder: l(
    'Kinder unter 3 Jahren vom Gerät fernhalten, sofern sie nicht ständig beaufsichtigt werden.',
    'Tenir les enfants de moins de 3 ans éloignés de l’appareil, à moins qu’ils ne soient surveillés en permanence.',
    'Houd kinderen jonger dan 3 jaar uit de buurt van het apparaat, tenzij ze voortdurend onder toezicht staan.',
  ),
  kaeltemittel: l(
    'Das Kältemittel R600a ist brennbar: den Kältekreislauf nicht beschädigen.',
    'Le fluide frigorigène R600a est inflammable : n’endommagez pas le circuit de refroidissement.',
    'Het koelmiddel R600a is ontvlambaar: beschadig het koelcircuit niet.',
  ),
  rutschfest: l(
    'Auf glatten Böden mit einer rutschhemmenden Unterlage verwenden.',
    'Sur un sol lisse, utilisez une sous-couche antidérapante.',
    'Gebruik op gladde vloeren een antislipondergrond.',
  ),
} satisfies Record<string, L>

export type WarningCode = keyof typeof WARNING_TEXTS

/** Product type key → its warnings, in the order shown. Types not listed carry none. */
const WARNINGS_BY_TYPE: Record<string, readonly WarningCode[]> = {
  kombikinderwagen: ['aufsicht', 'verriegelung'],
  buggy: ['aufsicht', 'verriegelung'],
  kinderwagenset: ['aufsicht', 'verriegelung'],
  babyschale: ['airbag', 'gurt'],
  kindersitz: ['gurt'],
  beistellbett: ['matratze'],
  babybett: ['matratze'],
  wickelkommode: ['absturz', 'wandbefestigung'],
  schlafsack: ['bettdecke'],
  babyflasche: ['nuckeln', 'temperatur'],
  flaschenwaermer: ['temperatur', 'netzstecker'],
  babyoel: ['aeusserlich', 'kinderhaende'],
  pflegebad: ['aeusserlich', 'kinderhaende'],
  spuelmittel: ['augenreizung', 'kinderhaende'],
  badespielzeug: ['badeaufsicht'],
  babyphone: ['keinErsatz', 'kabel'],
  videobabyphone: ['keinErsatz', 'kabel'],
  spardose: ['muenzen'],
  kochtopf: ['heisseGriffe'],
  bratpfanne: ['heisseGriffe'],
  topfset: ['heisseGriffe'],
  wasserkocher: ['maxMarkierung', 'netzstecker'],
  toaster: ['brandgefahr', 'netzstecker'],
  stehleuchte: ['leuchtmittel'],
  tischleuchte: ['leuchtmittel'],
  fernseher: ['kippsicher'],
  monitor: ['kippsicher'],
  waschmaschine: ['kleinkinder'],
  waschtrockner: ['kleinkinder'],
  kuehlschrank: ['kaeltemittel'],
  teppich: ['rutschfest'],
}

/** The stored WARNINGS_ATTRIBUTE values of a product type, or null when it has none. */
export function warningsOf(typeKey: string): StoredAttributeValue[] | null {
  const codes = WARNINGS_BY_TYPE[typeKey]
  if (!codes?.length) return null
  return codes.map((code) => ({ value: code, label: WARNING_TEXTS[code] }))
}
