# Messages de qibot, en français. Mêmes identifiants que le fichier anglais.

## Pièces, camps, directions

piece-rat = rat
piece-cat = chat
piece-dog = chien
piece-wolf = loup
piece-leopard = léopard
piece-tiger = tigre
piece-lion = lion
piece-elephant = éléphant
the-rat = le rat
the-cat = le chat
the-dog = le chien
the-wolf = le loup
the-leopard = le léopard
the-tiger = le tigre
the-lion = le lion
the-elephant = l'éléphant
side-red = Rouge
side-blue = Bleu
side-black = Noir
game-jungle = Jungle
game-xiangqi = Xiangqi
direction-up = vers le haut
direction-down = vers le bas
direction-left = vers la gauche
direction-right = vers la droite

## Pourquoi un coup est illégal

illegal-game-over = la partie est déjà terminée
illegal-no-piece = il n'y a pas de pièce en { $square }
illegal-not-your-piece = { $piece } en { $square } appartient à { $owner } ; vous jouez { $you }
illegal-same-square = un coup doit aller sur une autre case
illegal-diagonal = les pièces ne se déplacent jamais en diagonale : { $piece } avance d'une case vers le haut, le bas, la gauche ou la droite
illegal-too-far = { $piece } se déplace d'une seule case à la fois, vers le haut, le bas, la gauche ou la droite
illegal-not-a-jumper = seuls le lion et le tigre peuvent sauter par-dessus la rivière
illegal-tiger-vertical = avec ces règles, le tigre ne saute la rivière que verticalement
illegal-jump-blocked = un { $blocker } dans la rivière bloque le saut : { $jumper } ne peut pas passer
illegal-own-den = vous ne pouvez pas entrer dans votre propre tanière
illegal-water = seul le rat peut entrer dans l'eau
illegal-water-dog = seuls le rat et le chien peuvent entrer dans l'eau
illegal-own-piece = une de vos pièces occupe déjà { $square }
illegal-from-water = { $piece } ne peut pas prendre depuis l'eau une pièce sur la rive
illegal-into-water = { $piece } ne peut pas prendre depuis la rive une pièce dans l'eau
illegal-attacker-trapped = { $piece } est sur un piège (rang 0) et ne peut rien prendre
illegal-elephant-rat = l'éléphant ne peut pas prendre le rat
illegal-too-weak = { $attacker } ({ $attacker_rank }) ne peut pas prendre { $defender } ({ $defender_rank })
illegal-would-repeat = ce coup répéterait la position une { $count ->
    [3] troisième
    [4] quatrième
    [5] cinquième
    [6] sixième
    [7] septième
    [8] huitième
    [9] neuvième
    [10] dixième
   *[other] { $count }e
} fois

## Pourquoi un texte de coup n'a pas été compris

move-empty = le coup est vide : écrivez par exemple `rat c3 c4`, `rat c4`, `rat haut` ou `c3c4`
move-too-long = ce texte est trop long pour un coup : écrivez par exemple `rat c3 c4` ou `c3c4`
move-unknown-word = je ne connais pas le mot `{ $word }` : nommez une pièce (rat, chat, chien, loup, léopard, tigre, lion, éléphant), une case comme c3, ou haut/bas/gauche/droite
move-unknown-word-suggest = je ne connais pas le mot `{ $word }` (vouliez-vous dire `{ $suggestion }` ?) : nommez une pièce (rat, chat, chien, loup, léopard, tigre, lion, éléphant), une case comme c3, ou haut/bas/gauche/droite
move-unreadable = je ne comprends pas `{ $text }` comme un coup : écrivez par exemple `rat c3 c4`, `rat c4`, `rat haut`, `c3 c4` ou `c3c4`
move-no-such-piece = il ne vous reste plus de { $piece }
move-wrong-piece = il y a un { $actual } en { $square }, pas un { $named }
move-wrong-piece-empty = il n'y a pas de pièce en { $square } ; votre { $named } est ailleurs
move-ambiguous = plusieurs pièces peuvent aller en { $square } ({ $pieces }) : nommez la pièce, par exemple `{ $example }`
move-no-move-there = aucune de vos pièces ne peut aller en { $square }
move-missing-destination = dites où va { $piece } : il peut aller en { $squares }
move-missing-destination-none = dites où va { $piece } : il n'a aucun coup légal pour l'instant
move-off-board = { $piece } en { $square } ne peut pas aller { $direction } : c'est le bord du plateau

## Options de règles invalides

rules-unknown-preset = il n'y a pas de jeu de règles `{ $preset }` ; les jeux de règles sont : { $presets }
rules-unknown-option = il n'y a pas d'option de règle `{ $key }` ; les options sont : { $options }
rules-unknown-option-suggest = il n'y a pas d'option de règle `{ $key }` (vouliez-vous dire `{ $suggestion }` ?)
rules-bad-value = `{ $value }` n'est pas une valeur valable pour `{ $key }` : utilisez { $expected }
rules-not-key-value = `{ $text }` n'est pas une option de règle : écrivez clé=valeur, par exemple { $example }
bad-time-control = `{ $text }` n'est pas une cadence : écrivez `none`, une limite par coup comme `90s`, ou une pendule en minutes avec un incrément facultatif en secondes comme `10m`, `10+5` ou `30m+10s`
bad-colour = il n'y a pas de couleur `{ $text }` : utilisez rouge, { $second } ou hasard
bad-game = il n'y a pas de jeu `{ $text }` : utilisez jungle ou xiangqi (échecs chinois)
colour-word-blue = bleu
colour-word-black = noir
bad-level = il n'y a pas de niveau `{ $text }` ; les niveaux sont débutant, facile, moyen, difficile, expert, maître

## Joueurs et réglages dans les messages

seat-member = { $name }
seat-bot = qibot ({ $level })
level-beginner = débutant
level-easy = facile
level-medium = moyen
level-hard = difficile
level-expert = expert
level-master = maître
time-none = sans pendule
time-per-move = { $seconds } s par coup
time-clock = { $increment ->
    [0] { $minutes } min par joueur
   *[other] { $minutes } min par joueur + { $increment } s par coup
}
rated-yes = classée
rated-no = amicale
colour-red = Rouge
colour-blue = Bleu
colour-black = Noir
colour-random = une couleur tirée au sort

## Début de partie et défis

game-started = Partie n° { $game } : { $red } ({ $red_side }) contre { $blue } ({ $blue_side }), { $kind }. Règles { $rules }, { $time }, { $rated }. { $first } commence.
bot-games-unrated = les parties contre le bot ne sont jamais classées ; lancez-la sans `rated`
channel-busy-game = la partie n° { $game } se joue dans ce salon : ouvrez un fil pour une nouvelle partie, ou attendez la fin de celle-ci
channel-busy-challenge = un défi attend une réponse dans ce salon : ouvrez un fil, ou attendez qu'il soit accepté, refusé ou expiré
challenge-self = vous ne pouvez pas vous défier vous-même ; pour jouer seul, jouez contre le bot
challenge-made = { $challenger } défie { $challenged } au { $kind } : règles { $rules }, { $time }, partie { $rated } ; { $challenger } joue { $colour }. { $challenged }, acceptez ou refusez dans { $minutes ->
    [one] la minute
   *[other] les { $minutes } minutes
}.
no-challenge-here = aucun défi n'attend de réponse dans ce salon
challenge-own = c'est votre propre défi : seul·e { $challenged } peut l'accepter (vous pouvez le retirer en refusant)
challenge-not-yours = seul·e { $challenged } peut répondre à ce défi
challenge-gone = ce défi n'est plus ouvert
challenge-declined = { $challenged } a refusé le défi de { $challenger }.
challenge-withdrawn = { $challenger } a retiré son défi à { $challenged }.
challenge-expired = { $challenger }, votre défi à { $challenged } a expiré sans réponse.
challenge-pending = un défi attend une réponse ici ; la partie commence quand il est accepté

## Jeu

no-game-here = aucune partie n'est en cours dans ce salon : défiez quelqu'un ou jouez contre le bot
not-a-player = vous ne jouez pas dans cette partie ({ $red } contre { $blue }) ; vous pouvez la regarder
not-your-turn = ce n'est pas votre tour : c'est à { $player } de jouer
limit-games-member = { $player } joue déjà { $count } parties, le maximum pour un membre à la fois ; réessayez quand l'une d'elles sera finie.
limit-games-server = ce serveur a déjà { $count } parties en cours, son maximum à la fois ; réessayez quand l'une d'elles sera finie.
limit-challenges-member = vous avez déjà { $count } défis ouverts, le maximum pour un membre ; réessayez quand l'un d'eux aura reçu une réponse ou expiré.
limit-challenges-server = ce serveur a déjà { $count } défis ouverts, son maximum ; réessayez quand l'un d'eux aura reçu une réponse ou expiré.
limit-rate-play = vous pouvez lancer { $count } parties contre le bot par minute ; réessayez dans { $secs } s.
limit-rate-hint = vous pouvez demander { $count } indices par minute ; réessayez dans { $secs } s.
replay-too-big = { $text } (Le replay est omis : avec { $size } Mo il dépasse les { $max } Mo qui peuvent être envoyés.)
bot-busy = le bot est occupé par d'autres parties en ce moment, donc rien n'a changé ; réessayez dans une minute
bot-thinking = le bot réfléchit ; attendez son coup
move-refused = Ce coup est impossible : { $reason }.
move-played = { $number }. { $player } ({ $side }) : { $move }
status-to-move = Partie n° { $game }, coup { $number } : { $player } ({ $side }) joue.{ $clock }{ $offer }
status-won = { $winner } a gagné : { $reason }.
status-drawn = Partie nulle : { $reason }.
clock-both = { " " }Pendules : { $red_side } { $red }, { $blue_side } { $blue }.
clock-move = { " " }Il reste { $left } pour ce coup.
clock-none = {""}
offer-draw = { " " }{ $player } propose la nulle.
offer-takeback = { " " }{ $player } demande à reprendre un coup.
offer-none = {""}
resign-done = { $player } abandonne.

## Nulles, reprises, indices

bot-declines-draw = Le bot refuse la nulle ; continuez ou abandonnez.
draw-already-offered = vous avez déjà proposé la nulle ; l'offre tient jusqu'au prochain coup de votre adversaire
draw-offered = { $player } propose la nulle. { $opponent }, acceptez avec nulle ou refusez ; l'offre tombe après votre prochain coup.
no-draw-offer = il n'y a pas d'offre de nulle à refuser
draw-declined = { $player } a refusé la nulle.
takeback-nothing = vous n'avez aucun coup à reprendre
takeback-done-bot = Coup repris ({ $plies ->
    [one] un demi-coup
   *[other] { $plies } demi-coups
}). À vous de jouer.
takeback-accepted = { $player } accepte : le coup est repris.
takeback-already-asked = vous avez déjà demandé à reprendre un coup ; attendez la réponse
takeback-asked = { $player } demande à reprendre son dernier coup. { $opponent }, acceptez avec reprendre ou refusez.
no-takeback-asked = personne n'a demandé à reprendre un coup
takeback-declined = { $player } a refusé la reprise.
hint = Indice : { $move } ({ $canonical })
hint-none = je n'ai aucun coup à suggérer ici
hint-rated = les indices sont interdits dans les parties classées
hint-not-allowed = ce serveur n'autorise pas les indices dans les parties entre membres
hint-not-your-turn = les indices sont pour le joueur qui a le trait ; attendez votre tour

## Fin de partie

game-over-win = La partie n° { $game } est terminée : { $winner } ({ $side }) bat { $loser }, { $reason }. Résultat { $score }. Une revanche ?
game-over-draw = La partie n° { $game } est terminée : nulle, { $reason }. Résultat { $score }. Une revanche ?
reason-den = en entrant dans la tanière
reason-no-pieces = en prenant toutes les pièces
reason-no-moves = car l'adversaire n'a plus de coup légal
reason-resignation = par abandon
reason-time = au temps
reason-abandoned = car l'adversaire a déserté la partie (aucun coup à temps)
reason-repetition = par répétition
reason-no-capture-limit = par la limite de coups sans prise
reason-agreement = d'un commun accord
reason-checkmate = par échec et mat
reason-stalemate = car l'adversaire n'a plus de coup légal (le pat perd au xiangqi)
reason-perpetual-check = car l'adversaire a donné un échec perpétuel
reason-perpetual-chase = car l'adversaire a chassé perpétuellement une pièce non protégée
reason-move-limit = par la limite de coups (la plus longue partie permise ici)
reason-unknown = encore en cours
reason-aborted = annulée par un modérateur
reason-unseen = qibot ne peut plus écrire dans son salon
status-no-result = Sans résultat : { $reason }.
game-over-no-result = La partie n° { $game } est terminée sans résultat : { $reason }. Non classée.
rating-changes = Classements : { $red } ; { $blue }.
rating-change = { $player } { $before } → { $after } ({ $delta })
rematch-not-over = cette partie n'est pas encore terminée : une revanche se demande une fois la partie finie (terminez-la, ou abandonnez)
rematch-not-player = seuls les joueurs de cette partie peuvent demander une revanche

## Listes, profils, historique, export

games-none = Aucune partie n'est en cours sur ce serveur.
games-list = { $count ->
    [one] Une partie en cours :
   *[other] { $count } parties en cours :
}
    { $games }
games-line = n° { $game } { $red } – { $blue }, coup { $number }, dans { $channel } ({ $kind })
games-quarantined = { $count ->
    [one] Une partie a été mise de côté car son enregistrement est illisible (seuls les gestionnaires du serveur voient ceci) :
   *[other] { $count } parties ont été mises de côté car leurs enregistrements sont illisibles (seuls les gestionnaires du serveur voient ceci) :
}
    { $games }
games-quarantined-line = n° { $game } dans { $channel } : { $why }
rules-option = { $name } : { $value } (`{ $key }={ $raw }`)
option-raw = { $text }
rules-described = { $preset }{ $changes }
preset-standard = standard
preset-traditional = traditional
preset-vertical-tiger = vertical-tiger
preset-fivefold = fivefold
preset-engine = engine
preset-asian = asian
preset-casual = casual
option-tiger_jump = saut du tigre
option-rat_captures_elephant_from_water = le rat prend l'éléphant depuis l'eau
option-dog_swims = le chien nage
option-universal_traps = chaque piège abaisse chaque pièce
option-trapped_piece_can_capture = une pièce piégée peut prendre
option-jump_blocked_by = sauts bloqués par
option-repetition_draw = répétitions qui terminent la partie
option-no_capture_draw_plies = demi-coups sans prise qui annulent
option-first = premier à jouer
option-repetition = une position répétée
option-repetition_count = répétitions qui terminent la partie
option-value-true = oui
option-value-false = non
option-value-both = dans les deux sens
option-value-vertical = verticalement seulement
option-value-any = tout nageur
option-value-enemy = un nageur adverse seulement
option-value-red = Rouge
option-value-blue = Bleu
option-value-draw = annule
option-value-forbid = est interdite au camp qui répète
option-value-asian = règles asiatiques (l'échec perpétuel et la chasse perpétuelle perdent)
option-value-off = désactivé
rules-text = Règles : { $rules } ; cadence : { $time }.
    { $summary }
    Options en vigueur :
    { $options }
leaderboard-empty = Personne n'a encore joué de partie classée de { $kind } sur ce serveur.
leaderboard = Classement { $kind } :
    { $lines }
leaderboard-line = { $rank }. { $name } : { $rating } ({ $games ->
    [one] une partie
   *[other] { $games } parties
})
profile = { $name }, { $kind } : classement { $rating } (± { $deviation }), { $games ->
    [one] une partie classée
   *[other] { $games } parties classées
} : { $wins } gagnée(s), { $draws } nulle(s), { $losses } perdue(s).
profile-none = { $name } n'a pas encore joué de partie classée de { $kind } sur ce serveur.
history = Dernières parties de { $name } :
    { $lines }
history-none = { $name } n'a aucune partie terminée sur ce serveur.
history-line = n° { $game } { $red } – { $blue } { $score } ({ $reason }, { $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
})
history-unreadable = { $count ->
    [one] la partie { $games } est illisible et n'est pas affichée
   *[other] les parties { $games } sont illisibles et ne sont pas affichées
}
export = La partie n° { $game } en texte :
    { $text }
export-unknown = il n'y a pas de partie n° { $game } sur ce serveur
export-broken = la partie n° { $game } ne peut pas être exportée : { $detail }
game-unreadable = la partie n° { $game } ne peut pas être lue ({ $detail }) ; sa ligne est gardée telle quelle, et vos autres parties n'en souffrent pas

## Réglages et divers

language-set = Je parlerai français sur ce serveur.
default-game-set = Jeu par défaut sur ce serveur : { $game } (les joueurs peuvent en choisir un autre).
language-unknown = je ne parle pas `{ $text }` ; je parle anglais (en), français (fr), chinois simplifié (zh-CN), chinois traditionnel (zh-TW) et vietnamien (vi)
style-set = Vos plateaux montrent désormais les pièces en { $style } ; le prochain plateau est dessiné ainsi.
style-current = Votre style de pièces : { $style }. Choisissez avec `style characters`, `style letters` ou `style pictograms` (sur Discord `/style`).
style-default = l'aspect propre à chaque jeu (caractères au xiangqi, images des animaux à la jungle)
style-unknown = il n'y a pas de style de pièces `{ $text }` ; choisissez characters (caractères), letters (lettres) ou pictograms (pictogrammes)
style-characters = caractères chinois
style-letters = lettres (jungle R C D W P T L E, xiangqi G A E H R C S ; le plateau texte les montre aussi)
style-pictograms = pictogrammes (symboles dessinés ; le plateau texte montre des lettres)
casual-hints-on = Les indices sont désormais autorisés dans les parties amicales entre membres.
casual-hints-off = Les indices sont désormais interdits dans les parties entre membres.
store-failed = je n'ai pas pu enregistrer cela, donc rien n'a changé ; réessayez. ({ $detail })
game-changed = cette partie a changé entre-temps (un autre processus du bot y a joué), donc rien n'a changé ; regardez le plateau et réessayez.
game-gone = cette partie ou ce défi n'existe plus ; rien n'a changé.
position-changed = la position a changé depuis le chargement de cette page, donc rien n'a été joué ; rechargez-la et réessayez.
submit-elsewhere = cela ne peut se faire que là où la partie est hébergée (dans Discord) ; rien n'a changé.
button-unknown = je ne connais pas ce bouton
button-stale = ce bouton appartient à une partie ou à un défi terminé
help = Commandes : un coup (Jungle par ex. `rat c3 c4`, `rat haut`, `c3c4` ; xiangqi par ex. `h2e2`, `C2.5`, `canon e2`, `炮二平五`), abandonner, nulle, reprendre, accepter ou refuser (une offre), indice, plateau, règles, parties, classement, profil, export <partie>, style (le dessin des pièces : `style lettres`), langue (la langue de vos réponses : `langue vi`).

## Tours, rappels, offres acceptées par un mot, modérateurs (issue 14)

reminder-clock = { $player }, c'est à vous de jouer dans la partie n° { $game } : il vous reste { $left } à la pendule.
reminder-abandon = { $player }, c'est à vous de jouer dans la partie n° { $game } : sans coup d'ici { $left }, vous perdez la partie par abandon.
notify-on = Vous serez mentionné quand une partie vous donne le trait.
notify-off = Vous ne serez plus mentionné quand une partie vous donne le trait (les rappels restent affichés dans le salon).
member-language-set = Langue des réponses que vous seul voyez : { $language }, sur tous les serveurs ; ce que voit le salon reste dans la langue du serveur.
member-language-cleared = Les réponses que vous seul voyez suivent de nouveau la langue de votre Discord (sinon celle du serveur).
member-language-current = Langue des réponses que vous seul voyez : { $language } (votre choix). Changez-la avec `/malangue` (tapé : `langue vi`, `langue auto` pour suivre Discord de nouveau).
member-language-none = Vous n'avez choisi aucune langue : les réponses que vous seul voyez suivent la langue de votre Discord, sinon celle du serveur. Choisissez-en une avec `/malangue` (tapé : `langue vi`, `langue en`…).
abort-forbidden = seuls les modérateurs (Gérer les messages, ou le rôle de modérateur du serveur) peuvent annuler une partie
challenge-aborted = { $moderator } a retiré le défi de { $challenger } à { $challenged }.
no-offer-to-answer = votre adversaire n'a proposé ni nulle ni reprise à laquelle répondre
# Les mots qu'un joueur peut écrire seuls pour répondre à une offre (plusieurs séparés par |).
typed-accept = accepter
typed-decline = refuser

## Boutons

button-resign = Abandonner
button-draw = Proposer la nulle
button-takeback = Reprendre
button-hint = Indice
button-accept = Accepter
button-decline = Refuser
button-accept-draw = Accepter la nulle
button-decline-draw = Refuser la nulle
button-accept-takeback = Accepter la reprise
button-decline-takeback = Refuser la reprise
button-rematch = Revanche
button-export = Exporter

## Console

console-resumed = Reprise de la partie n° { $game } ({ $kind }) depuis { $db }.
console-started = Nouvelle partie n° { $game } enregistrée dans { $db }. Tapez un coup (par ex. { $examples }) ou abandonner, nulle, reprendre, indice, plateau, analyse (la dernière partie terminée), learn (les leçons pour débuter), aide (tout ce que vous pouvez taper) ; la fin de l'entrée garde la partie pour plus tard.
console-png = Image du plateau : { $path }
console-cannot-write = Impossible d'écrire { $path } ({ $detail }) : vérifiez que le dossier donné par `--out` est accessible en écriture.
console-record = Partie en texte : { $path }
console-gif = Rejeu : { $path }
console-captures = Image de la table des prises : { $path }
console-review = Image de l'analyse : { $path }
console-review-no-out = Pour recevoir l'image de l'analyse en PNG, lancez `qibot play` avec `--out DOSSIER`.
console-help = Ce que vous pouvez taper ici : un coup (par ex. { $examples }), abandonner, nulle (proposer la nulle), reprendre, indice (un coup suggéré), plateau, règles, parties (la partie en cours), classement, profil, historique (vos parties terminées), analyse (la dernière partie terminée ; `analyse 3` pour la partie n° 3), exporter (la partie en texte ; `exporter 3` pour la partie n° 3), énigme (une énigme de ce jeu ; `énigme serveur` pour une tirée de vos parties), learn (les leçons pour débuter ; `learn 3` pour la leçon 3, `learn next` pour l'étape suivante), style (le dessin des pièces : `style lettres`), langue (la langue de la console : `langue en`), revanche (après une partie), aide, quitter (partir ; la partie est gardée).
console-help-one-keyboard = À un seul clavier, le joueur au trait tape ; une offre est répondue par l'autre joueur, comme elle le dit : accepter (ou nulle, reprendre à nouveau) ou refuser.
console-flags-ignored = Les options de la ligne de commande sont pour une nouvelle partie, et aucune n'a commencé : la partie de { $kind } inachevée passe d'abord. Terminez-la (ou tapez `abandon`), puis relancez `qibot play` avec ces options.
console-game-not-started = Aucune nouvelle partie de { $asked } n'a commencé : la partie de { $kind } inachevée passe d'abord (les options de la ligne de commande sont pour une nouvelle partie). Terminez-la (ou tapez `abandon`), puis relancez `qibot play` avec ces options.
console-paused = Fin de l'entrée ; la partie est enregistrée et reprendra avec la même base de données.
console-quit = Au revoir : la partie est enregistrée et reprendra avec la même base de données.
console-bye = Au revoir.
console-rematch = Tapez `revanche` pour la partie suivante, couleurs inversées ; `analyse`, `exporter`, `historique` et `énigme` répondent aussi ; un coup, `quitter` ou la fin de l'entrée termine.
console-not-utf8 = Cette ligne n'est pas du texte UTF-8, donc rien n'a été joué : retapez-la en texte simple (par ex. { $examples }).
console-player-name = joueur
console-guest-name = invité
# Les mots de la console là où ceux du hub parlent de serveurs et de salons Discord : la
# console est celle d'un joueur, ses parties amicales.
console-no-game-here = aucune partie n'est en cours dans cette console : tapez `revanche` pour la suivante, ou `quitter`
console-hint-not-allowed = les indices ne sont pas permis ici dans les parties entre deux joueurs (`casual_hints` dans config.toml)
console-games-none = Aucune partie n'est en cours dans cette console.
console-games-line = n° { $game } { $red } – { $blue }, coup { $number } ({ $kind })
console-leaderboard-empty = Personne n'a joué de partie classée de { $kind } ici : les parties de la console sont amicales (`historique` les liste).
console-profile-none = { $name } n'a pas joué de partie classée de { $kind } ici : les parties de la console sont amicales (`historique` les liste).
console-history-none = { $name } n'a encore aucune partie terminée dans cette console.
console-export-unknown = il n'y a pas de partie n° { $game } dans la base de cette console
console-review-busy = le moteur analyse déjà une partie : redemandez dans une minute
console-review-no-game = vous n'avez pas encore de partie terminée à analyser ; donnez un numéro de partie, par exemple `analyse 12`
console-puzzle-server-none = Vos parties n'ont pas encore de problèmes de { $game } : ils viennent des parties terminées dans cette console (au moins { $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
}), où le bot cherche des positions gagnantes. Jouez quelques parties et redemandez, ou tapez `énigme` pour un problème de la collection fournie.
# Le nom d'une langue au fil d'une phrase, en minuscules comme le veut le français.
language-name = { $tag ->
    [fr] français
    [vi] vietnamien
    [zh-Hans] chinois simplifié
    [zh-Hant] chinois traditionnel
   *[en] anglais
}
console-language-set = Cette console parle désormais { $language } dans toutes ses réponses, la prochaine fois aussi (`langue auto` revient à la langue par défaut).
console-language-cleared = Cette console parle de nouveau sa langue par défaut (`--lang`, sinon config.toml, sinon $LANG).
console-language-current = Cette console parle { $language } (votre choix). Changez avec `langue en`, `langue vi`, … (`langue auto` : la langue par défaut).
console-language-none = Cette console parle sa langue par défaut (`--lang`, sinon config.toml, sinon $LANG). Choisissez-en une avec `langue en`, `langue vi`, …
console-legend-jungle = Légende : # piège, * tanière, ~ eau ; les majuscules sont les pièces de Rouge, les minuscules celles de Bleu (r rat, c chat, d chien, w loup, p léopard, t tigre, l lion, e éléphant).
console-legend-xiangqi = Légende : . une intersection vide ; les majuscules sont les pièces de Rouge, les minuscules celles de Noir (k général, a conseiller, b éléphant, n cheval, r char, c canon, p soldat ; avec `style lettres` : g général, a conseiller, e éléphant, h cheval, r char, c canon, s soldat).
board-trap = piège
board-den = tanière

## Discord front-end
discord-thread = Cette partie se joue dans { $thread }.
discord-language-forbidden = seuls les membres qui peuvent gérer le serveur peuvent changer ses réglages (langue, jeu par défaut)
discord-missing-permissions = qibot ne peut pas accueillir de partie ici : il lui manque ces permissions dans ce salon : { $missing }. Demandez à un gestionnaire du serveur de la lui donner (Modifier le salon > Permissions), ou jouez dans un autre salon.
perm-send-messages = Envoyer des messages
perm-attach-files = Joindre des fichiers
perm-embed-links = Intégrer des liens
perm-create-public-threads = Créer des fils publics
perm-send-messages-in-threads = Envoyer des messages dans les fils
discord-dm-refused = les parties se jouent dans les salons d'un serveur, où les deux joueurs voient le plateau : utilisez /challenge ou /play dans un salon d'un serveur où se trouve qibot
discord-challenge-bot = vous ne pouvez pas défier un bot : pour jouer contre qibot, utilisez /play
discord-unseen = { $text } (salon de la partie : { $channel })

## Jeux

rules-summary-jungle = Jungle : chaque pièce avance d'une case vers le haut, le bas, la gauche ou la droite ; elle prend les pièces de rang égal ou inférieur (du plus bas, rang 1, au plus haut, rang 8 : rat, chat, chien, loup, léopard, tigre, lion, éléphant ; pourtant le rat prend l'éléphant{ $rat_water ->
    [yes] , même depuis l'eau
   *[no] { "" }
}) ; { $tiger ->
    [vertical] le lion saute les rivières, le tigre seulement verticalement
   *[both] le lion et le tigre sautent les rivières
}{ $blocked ->
    [enemy] , et seul un nageur adverse bloque un saut
   *[any] { "" }
} ; { $dog ->
    [yes] le rat et le chien nagent
   *[no] seul le rat nage
} ; { $traps ->
    [yes] une pièce sur n'importe quel piège a le rang 0
   *[no] une pièce sur un piège adverse a le rang 0
}{ $trapped ->
    [yes] {" "}en défense, mais prend avec son rang plein
   *[no] { "" }
} ; entrez dans la tanière adverse pour gagner. { $first } commence. { $repetition ->
    [forbid] Un coup qui ferait apparaître une position { $count } fois est refusé (pas de nulle par répétition ; un camp qui n'a que de tels coups perd).
    [off] Les répétitions ne terminent pas la partie.
   *[draw] Une position répétée { $count } fois annule la partie.
} { $plies ->
    [0] Pas de limite de coups sans prise.
   *[other] { $plies } demi-coups d'affilée sans prise annulent la partie.
}
# La table des prises (« qui prend qui ») sous /rules pour la Jungle.
captures-title = Qui prend qui
captures-rules = Règles : { $rules }
captures-axes = ligne : l'attaquant ; colonne : la pièce attaquée
captures-mark-captures = prend
captures-mark-not-from-water = prend sur terre, pas depuis l'eau
captures-mark-from-water-only = prend seulement depuis l'eau
captures-mark-own-trap-only = prend seulement une pièce sur un piège de son propre camp
captures-mark-never = ne prend pas
captures-trapped = { $captures ->
    [yes] Une pièce sur un piège adverse prend avec son rang entier, et toute pièce la prend.
   *[no] Une pièce sur un piège adverse ne prend rien, et toute pièce la prend.
}
rules-summary-xiangqi = Xiangqi (échecs chinois) : matez le général adverse ; le pat (aucun coup légal) perd aussi ; les deux généraux ne peuvent jamais se faire face sur une colonne libre. Pièces : le général se déplace d'un point vers le haut, le bas, la gauche ou la droite et ne quitte jamais son palais (les neuf points que traversent deux diagonales) ; les conseillers se déplacent d'un point en diagonale, dans le palais eux aussi ; les éléphants se déplacent d'exactement deux points en diagonale, sans jamais traverser la rivière, et pas quand une pièce occupe le point intermédiaire (l'œil de l'éléphant) ; le cheval se déplace d'un point en ligne droite puis d'un point en diagonale vers l'extérieur, et pas dans cette direction quand une pièce occupe le point voisin en ligne droite (la jambe du cheval) ; le char se déplace d'autant de points que l'on veut le long d'une colonne ou d'une rangée ; le canon se déplace comme le char mais ne prend qu'en sautant par-dessus exactement une pièce (l'écran) ; le soldat avance d'un point, et une fois la rivière franchie aussi d'un point sur le côté, jamais en arrière. { $repetition ->
    [asian] Une position répétée { $count } fois : le camp qui a donné échec à chaque coup du cycle perd (échec perpétuel ; si les deux camps donnent échec, nulle) ; sinon le camp qui a attaqué la même pièce non protégée à chaque coup du cycle, sans donner échec, perd (chasse perpétuelle ; nulle si la chasse vient du général ou d'un soldat qui n'a pas franchi la rivière, ou si les deux camps chassent) ; sinon la partie est nulle.
   *[draw] Une position répétée { $count } fois annule la partie.
} { $plies ->
    [0] Pas de limite de coups sans prise.
   *[other] { $plies } demi-coups d'affilée sans prise annulent la partie.
} Jeux de règles : standard, asian (le camp qui donne échec, ou chasse une pièce non protégée, pendant toute la répétition perd), casual (quintuple répétition, sans limite de prise). Coups : ICCS `h2e2`, WXF `C2.5`, `canon e2`, chinois `炮二平五`.
console-examples-jungle = `rat haut`, `c3c4`
console-examples-xiangqi = `C2.5`, `h2e2`, `canon e2`, `炮二平五`
illegal-other-game = ce coup appartient à un autre jeu

## Pièces du xiangqi

xq-piece-general = général
xq-piece-advisor = conseiller
xq-piece-elephant = éléphant
xq-piece-horse = cheval
xq-piece-chariot = char
xq-piece-cannon = canon
xq-piece-soldier = soldat
xq-the-general = le général
xq-the-advisor = le conseiller
xq-the-elephant = l'éléphant
xq-the-horse = le cheval
xq-the-chariot = le char
xq-the-cannon = le canon
xq-the-soldier = le soldat

## Pourquoi un coup de xiangqi est illégal

xq-illegal-leaves-palace = { $piece } ne peut pas sortir du palais
xq-illegal-general-step = le général avance d'un point vers le haut, le bas, la gauche ou la droite
xq-illegal-advisor-step = le conseiller avance d'un point en diagonale
xq-illegal-elephant-step = l'éléphant avance d'exactement deux points en diagonale
xq-illegal-elephant-river = l'éléphant ne peut pas traverser la rivière
xq-illegal-elephant-blocked = l'éléphant est bloqué par la pièce en { $square }
xq-illegal-horse-step = le cheval avance d'un point tout droit puis d'un point en diagonale vers l'extérieur
xq-illegal-horse-blocked = le cheval est bloqué par la pièce en { $square }
xq-illegal-not-straight = { $piece } se déplace le long d'une rangée ou d'une colonne
xq-illegal-path-blocked = { $piece } est bloqué par la pièce en { $square }
xq-illegal-cannon-screen = le canon ne prend qu'en sautant par-dessus exactement une pièce (l'écran)
xq-illegal-cannon-screens = le canon prend en sautant par-dessus exactement une pièce, mais il y en a { $count } entre les deux
xq-illegal-soldier-backward = le soldat ne recule jamais
xq-illegal-soldier-sideways = le soldat ne peut aller de côté qu'après avoir traversé la rivière
xq-illegal-soldier-step = le soldat avance d'un point à la fois
xq-illegal-generals-face = les deux généraux se feraient face
xq-illegal-still-in-check = votre général est en échec et ce coup ne l'en sort pas
xq-illegal-leaves-in-check = ce coup laisse votre général en échec

## Pourquoi un coup de xiangqi n'a pas été lu

xq-move-empty = le coup est vide : écrivez par ex. `h2e2`, `canon h2 e2`, `C2.5` ou `炮二平五`
xq-move-too-long = ce texte est trop long pour être un coup : écrivez par ex. `h2e2`, `C2.5` ou `炮二平五`
xq-move-unknown-word = je ne connais pas le mot `{ $word }` : nommez une pièce (général, conseiller, éléphant, cheval, char, canon, soldat) et des points comme h2 e2, ou écrivez en WXF comme C2.5
xq-move-unknown-word-suggest = je ne connais pas le mot `{ $word }` (vouliez-vous dire `{ $suggestion }` ?) : nommez une pièce (général, conseiller, éléphant, cheval, char, canon, soldat) et des points comme h2 e2, ou écrivez en WXF comme C2.5
xq-move-bad-wxf = je ne peux pas lire `{ $text }` en WXF : écrivez la lettre de la pièce (K A E H R C P), sa colonne de 1 à 9 comptée depuis votre droite, + (avancer), - (reculer) ou . (de côté), puis le nombre de points ou la colonne d'arrivée, par ex. C2.5 ou H8+7 ; deux pièces sur une colonne : +C.5 (avant) ou -C.5 (arrière)
xq-move-bad-chinese = je ne peux pas lire `{ $text }` en notation chinoise : écrivez la pièce, sa colonne, 進/进 (avancer), 退 (reculer) ou 平 (de côté), puis le nombre de points ou la colonne d'arrivée, par ex. 炮二平五 ou 馬8進7 ; deux pièces sur une colonne : 前炮平四, 後炮平四
xq-move-unreadable = je ne peux pas lire `{ $text }` comme un coup : écrivez par ex. `h2e2`, `canon h2 e2`, `canon e2`, `C2.5` ou `炮二平五`
xq-move-no-piece-on-file = vous n'avez pas de { $piece } sur la colonne { $file } (colonnes comptées de 1 à 9 depuis votre droite)
xq-move-not-in-tandem = vous n'avez pas deux pièces « { $piece } » sur une même colonne, donc avant et arrière ne veulent rien dire : nommez la colonne
xq-move-tandem-file-needed = vos soldats sont alignés sur plus d'une colonne : ajoutez la colonne après la lettre, par ex. +P7+1
xq-move-no-such-tandem = vous n'avez { $count ->
    [one] qu'une pièce « { $piece } »
   *[other] que { $count } pièces « { $piece } »
} sur cette colonne
xq-move-tandem-needed = plus d'une pièce « { $piece } » de la colonne { $file } peut jouer ce coup : précisez laquelle avec + (avant) ou - (arrière) devant la lettre, par ex. +{ $letter }
xq-move-no-sideways = { $piece } ne se déplace jamais tout droit de côté : utilisez + (avancer) ou - (reculer) avec la colonne d'arrivée
xq-move-same-file = un déplacement de côté doit nommer une autre colonne que celle de la pièce
xq-move-zero-steps = un coup en avant ou en arrière demande un nombre de points de 1 à 9
xq-move-wrong-file = { $piece } de la colonne { $from } ne peut pas arriver sur la colonne { $to }
xq-move-off-board = ce coup ferait sortir { $piece } du plateau
xq-move-wrong-piece-empty = aucune de vos pièces n'est en { $square }
xq-move-ambiguous = plus d'une pièce peut aller en { $square } (depuis { $froms }) : donnez aussi le point de départ, par ex. `{ $example }`
xq-move-no-kind-there = aucun { $piece } à vous ne peut aller en { $square }

## Analyse d'une partie (le verdict du moteur sur une partie terminée, en image)
review-title = Analyse de la partie : { $red } contre { $other }
review-title-result = Analyse de la partie : { $red } contre { $other } · { $result }
review-accuracy = Précision { $percent } %
review-class-best = Meilleur
review-class-good = Bon
review-class-inaccuracy = Imprécision
review-class-mistake = Erreur
review-class-blunder = Gaffe
review-swing = Plus grand tournant : coup { $number }
review-moment = { $number }. { $side } : { $played }
review-better = Mieux : { $better }
review-better-win = Mieux : { $better } ({ $win })
review-den-in = tanière en { $moves }
review-mate-in = mat en { $moves }
review-legend-played = coup joué
review-legend-better = meilleur coup
review-no-mistakes = Ni imprécision, ni erreur, ni gaffe.
review-ready = Analyse de la partie n° { $game } par le moteur : { $red } { $red_accuracy } % de précision, { $other } { $other_accuracy } %.
review-in-progress = la partie n° { $game } est encore en cours : elle pourra être analysée une fois terminée
review-busy = le moteur analyse déjà une partie sur ce serveur : redemandez dans une minute
review-no-game = vous n'avez pas de partie terminée à analyser sur ce serveur ; donnez un numéro de partie, par exemple `/review 12`
review-failed = la partie n° { $game } ne peut pas être analysée : { $detail }
button-review = Analyse
# Les menus sous le plateau, pour choisir un coup sans le taper.
menu-piece = Choisir une pièce à jouer
menu-move = Jouer la pièce en { $square } vers…
menu-no-moves = aucune de vos pièces en { $square } ne peut bouger : choisissez-en une dans le menu
# Les pages web des parties (qibot web).
web-title = Partie de { $kind } n° { $game } : { $red } – { $blue }
web-rated = Classée, { $time }
web-casual = Amicale, { $time }
web-board-ply = Coup { $number }, { $side } au trait (demi-coup { $ply } sur { $plies })
web-board-alt = Le plateau après le demi-coup { $ply }
web-moves = Coups
web-no-moves = Aucun coup joué pour l’instant.
web-first = Début
web-prev = Précédent
web-next = Suivant
web-last = Fin
web-flip = Retourner le plateau
web-download = Télécharger :
web-download-record = la partie
web-download-gif = le film (GIF)
web-review = Évaluation (l’analyse du moteur) : cliquez pour voir ce demi-coup
web-live = En direct
web-offline = Reconnexion…
web-rating = classement { $rating }
web-unrated = non classé
web-bot = bot
web-not-found = Il n’y a rien ici.
web-keys = Flèches : demi-coup précédent et suivant ; Début et Fin : premier et dernier.
web-game-active = #{ $game } { $kind } : { $red } – { $blue }, coup { $number }
web-leaderboard = Classement { $kind }
web-outcome-won = gagnée
web-outcome-lost = perdue
web-outcome-drawn = nulle
web-outcome-none = sans résultat
web-server-title = Les parties de ce serveur
web-active = En cours
web-no-active = Aucune partie en cours.
web-finished = Parties terminées
web-no-finished = Aucune partie n'est encore terminée.
web-col-rank = #
web-col-player = Joueur
web-col-rating = Classement
web-col-games = Parties
web-col-record = Gagnées–nulles–perdues
web-newer = Plus récentes
web-older = Plus anciennes
web-profile-title = { $name } sur ce serveur
web-ratings = Classements
web-rating-history = Évolution du classement : { $kind }
web-games = Parties
web-style = Pièces :
web-style-characters = caractères
web-style-letters = lettres
web-style-pictograms = pictogrammes
web-play-controls = Vos coups
web-play-you = Vous jouez { $side } ({ $name }).
web-play-your-turn = À vous : cliquez sur une pièce, puis sur la case où elle va — ou tapez le coup.
web-play-wait = C’est à votre adversaire de jouer.
web-play-pick = Cliquez sur une case marquée pour cette pièce, ou sur une autre de vos pièces.
web-play-over = La partie est finie.
web-play-move-label = Tapez un coup :
web-play-move-example = { $game ->
    [xiangqi] C2.5, 炮二平五, h2e2
   *[other] rat haut, c3c4
}
web-play-send = Jouer
web-play-resign = Abandonner
web-play-resign-confirm = Abandonner cette partie ?
web-play-resign-yes = Oui, abandonner
web-play-resign-no = Non, continuer
web-play-draw = Proposer la nulle
web-play-takeback = Reprendre le coup
web-play-hint = Indice
web-play-accept = Accepter
web-play-decline = Refuser
web-play-rematch = Revanche
web-play-offered-draw = Votre adversaire propose la nulle.
web-play-offered-takeback = Votre adversaire demande à reprendre son dernier coup.
web-play-offering-draw = Vous avez proposé la nulle ; votre adversaire n’a pas encore répondu.
web-play-offering-takeback = Vous avez demandé à reprendre votre dernier coup ; votre adversaire n’a pas encore répondu.
web-play-time-up = Le temps est écoulé.
web-play-sending = Envoi…
web-play-failed = Le serveur ne répond pas : réessayez.
web-play-expired = Ce lien de joueur a expiré. Demandez-en un nouveau : le bouton « Jouer dans le navigateur » sous le plateau de la partie, ou /web jouer.
web-play-not-player = Ce lien n’est pas celui d’un joueur de cette partie.
web-play-watch = Un lien pour suivre ne permet pas de jouer. Pour jouer, demandez votre propre lien : le bouton « Jouer dans le navigateur » sous le plateau de la partie, ou /web jouer.
web-play-bad-link = Ce lien ne marche pas (renouvelé, coupé ou mal recopié) : demandez-en un nouveau.
web-play-finished = Cette partie est finie : on ne peut plus y jouer.
web-play-not-over = Une revanche ne se demande qu’à la fin de la partie.
web-play-too-fast = Trop de requêtes pour ce lien : patientez un instant.
web-play-bad-request = La requête est illisible.
web-play-missing-field = Il manque à la requête le champ `{ $field }`, que chaque coup doit porter (la position sur laquelle il a été joué). Rechargez la page et rejouez le coup.

## Puzzles (the console's `puzzle`)
# Le thème d'un problème (son identifiant dans les fichiers de problèmes).
puzzle-theme = { $theme ->
    [den] tanière
    [material] matériel
    [trap] piège
    [sacrifice] sacrifice
    [quiet-move] coup tranquille
    [lion-jump] saut du lion
    [tiger-jump] saut du tigre
    [rat-in-the-water] rat dans l'eau
    [advisor-mate] mat avec conseiller
    [cannon-mate] mat au canon
    [chariot-mate] mat au char
    [horse-mate] mat au cheval
    [soldier-mate] mat au soldat
    [chariot-sacrifice] sacrifice du char
    [win-cannon] gain d'un canon
    [win-chariot] gain d'un char
   *[other] { $theme }
}
puzzle-theme-in = { $what ->
    [den] tanière en { $moves }
    [mate] mat en { $moves }
    [stalemate] pat en { $moves }
   *[other] { $what } en { $moves }
}
puzzle-start = Problème { $id } (classement { $rating } ; { $themes }) : à vous de jouer et de { $goal ->
    [material] gagner du matériel
   *[other] gagner
} en { $moves } { $moves ->
    [one] coup
   *[other] coups
}. Tapez votre coup ; le bot joue la défense.
puzzle-right = Juste ! Le bot répond { $reply }. À vous.
puzzle-solved = Résolu ! Votre classement aux problèmes : { $rating } ({ $change }).
puzzle-wrong = Ce n'est pas le coup. La solution : { $solution }. Votre classement aux problèmes : { $rating } ({ $change }).
puzzle-none = Il ne reste aucun problème à montrer pour ce jeu.
puzzle-hint = Indice : jouez votre { $piece } en { $square }. Tapez de nouveau `indice` pour voir le coup lui-même.
puzzle-hint-move = Indice : le coup est { $move } (`{ $canonical }`) ; tapez-le pour le jouer. Résolu après cet indice, le problème compte comme non résolu pour votre classement.
puzzle-solved-shown = Résolu, avec le coup montré par un indice : cela compte comme non résolu. Votre classement aux problèmes : { $rating } ({ $change }).
puzzle-given-up = Vous abandonnez. La solution : { $solution }. Votre classement aux problèmes : { $rating } ({ $change }).
puzzle-help = Dans ce problème, tapez votre coup (par ex. { $examples }), ou : indice (la pièce à jouer ; redemandé, le coup lui-même), plateau (le plateau du problème à nouveau), abandonner (renoncer et voir la solution), quitter (quitter qibot ; votre partie est gardée).
puzzle-server-none = Ce serveur n'a pas encore de problèmes de { $game } à lui : ils viennent des parties terminées ici (au moins { $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
}), où le bot cherche des positions gagnantes. Jouez quelques parties et redemandez, ou prenez un problème de la collection fournie.
puzzle-not-a-move = Ce n'est pas un coup ici : tapez un coup comme en partie (par ex. { $examples }).
console-puzzle-not-for-puzzles = `{ $word }` sert en partie, pas dans un problème : dans ce problème, tapez votre coup (par ex. { $examples }), ou indice, plateau, abandonner (renoncer et voir la solution), aide, quitter.
puzzle-status = Problème { $id } : { $side } joue et { $goal ->
    [material] gagne du matériel
   *[other] gagne
}
puzzle-no-try = Vous n'avez pas de problème en cours ici : /problème vous en donne un.
puzzle-start-stats = { $start } Jusqu'ici, { $solved } { $solved ->
    [one] essai
   *[other] essais
} sur { $tried } l'ont résolu.
profile-puzzles = { $profile } Problèmes : classement { $rating }, { $solved } { $solved ->
    [one] résolu
   *[other] résolus
}, { $failed } { $failed ->
    [one] manqué
   *[other] manqués
}.

## Le problème du jour (/dailypuzzle)
puzzle-daily-set = Le problème du jour ({ $game }) sera publié dans { $channel } chaque jour à { $time } UTC.
puzzle-daily-bad-time = « { $time } » n'est pas une heure : écrivez-la HH:MM sur 24 heures, en UTC (par exemple 18:00 ou 07:30). Rien n'a changé.
puzzle-daily-off = Le problème du jour est arrêté : plus de publication.
puzzle-daily-was-off = Ce serveur n'a pas de problème du jour à arrêter.
puzzle-daily-post = **Problème du jour ({ $game }), { $date }** : problème { $id } (niveau { $rating } ; { $themes }), au trait et { $goal ->
    [material] gagner du matériel
   *[other] gagner
} en { $moves } { $moves ->
    [one] coup
   *[other] coups
}. Appuyez sur Résoudre pour essayer ; vous seul voyez votre essai.
puzzle-daily-previous = Le problème du { $date } ({ $id }) : { $solution }. { $solved } sur { $tried } l'ont résolu.
puzzle-daily-post-after = { $previous }

{ $post }
puzzle-daily-solve = Résoudre
puzzle-daily-over = Le problème du jour du { $date } est terminé : un plus récent a été publié.
puzzle-daily-tried = Vous avez déjà essayé le problème { $id } : un essai par membre.
puzzle-end-stats = { $end } Ce problème : { $solved } { $solved ->
    [one] essai réussi
   *[other] essais réussis
} sur { $tried } ({ $percent } %).
# Joins the items of a list (squares, themes, pieces): `, ` in English.
list-separator = { ", " }
# A piece and a square as a move is typed: `dog c3`.
move-piece-square = { $piece } { $square }
