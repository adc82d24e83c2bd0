# Les commandes de qibot telles que Discord les montre (voir locales/en/discord.ftl).
# Noms : 1 à 32 caractères, en minuscules, lettres, chiffres, - et _ ; descriptions et
# libellés des choix : 1 à 100 caractères.

## Commandes

cmd-challenge = défi
cmd-challenge-desc = Défier un membre à une partie dans ce salon
cmd-challenge-opponent = adversaire
cmd-challenge-opponent-desc = Le membre à défier
cmd-challenge-rated = classée
cmd-challenge-rated-desc = Partie classée (change les classements)
cmd-play = jouer
cmd-play-desc = Jouer une partie contre le bot dans ce salon
cmd-play-level = niveau
cmd-play-level-desc = Le niveau du bot
cmd-move = coup
cmd-move-desc = Jouer un coup dans la partie de ce salon
cmd-move-move = coup
cmd-move-move-desc = Le coup : rat c3 c4, rat haut, c3c4 ; xiangqi h2e2, C2.5, 炮二平五
cmd-accept = accepter
cmd-accept-desc = Accepter le défi qui vous est fait ici, ou l'offre de nulle ou de reprise de l'adversaire
cmd-decline = refuser
cmd-decline-desc = Refuser le défi qui vous est fait ici (ou retirer le vôtre), ou l'offre de l'adversaire
cmd-notify = notifier
cmd-notify-desc = Être mentionné ou non quand une partie vous donne le trait
cmd-notify-mentions = mentions
cmd-notify-mentions-desc = oui : me mentionner ; non : ne pas me mentionner
cmd-abort = annuler
cmd-abort-desc = Terminer la partie de ce salon sans résultat, non classée (modérateurs : Gérer les messages)
cmd-resign = abandonner
cmd-resign-desc = Abandonner la partie de ce salon
cmd-draw = nulle
cmd-draw-desc = Proposer la nulle, ou accepter celle de l'adversaire
cmd-takeback = reprendre
cmd-takeback-desc = Reprendre votre dernier coup (demander à l'adversaire, ou aussitôt contre le bot)
cmd-hint = indice
cmd-hint-desc = Suggérer un coup (vous seul le voyez)
cmd-board = plateau
cmd-board-desc = Afficher à nouveau le plateau de ce salon
cmd-games = parties
cmd-games-desc = Lister les parties en cours sur ce serveur
cmd-leaderboard = classement
cmd-leaderboard-desc = Les meilleurs joueurs classés du serveur
cmd-profile = profil
cmd-profile-desc = Le classement et le bilan d'un membre
cmd-history = historique
cmd-history-desc = Les dernières parties terminées d'un membre
cmd-export = exporter
cmd-export-desc = Une partie en texte : position de départ, coups, résultat
cmd-export-id = id
cmd-export-id-desc = Le numéro de la partie
cmd-review = analyse
cmd-review-desc = L'analyse d'une partie terminée par le moteur : courbe, erreurs, meilleurs coups
cmd-review-id = id
cmd-review-id-desc = Le numéro de la partie (par défaut : votre dernière partie terminée)
cmd-rules = règles
cmd-rules-desc = Les règles et options en vigueur ici
cmd-help = aide
cmd-help-desc = Les commandes
cmd-language = langue
cmd-language-desc = Choisir la langue des messages de jeu du serveur (Gérer le serveur)
cmd-language-language = langue
cmd-language-language-desc = La langue
cmd-style = style
cmd-style-desc = Choisir le dessin des pièces sur vos plateaux : caractères, lettres ou pictogrammes
cmd-style-style = style
cmd-style-style-desc = Le style des pièces (sans lui : le vôtre)
cmd-mylanguage = malangue
cmd-mylanguage-desc = Choisir la langue des réponses que vous seul voyez, sur tous les serveurs (sans option : la vôtre)
cmd-mylanguage-language = langue
cmd-mylanguage-language-desc = Votre langue, ou la langue de Discord pour suivre Discord de nouveau
cmd-defaultgame = jeupardefaut
cmd-defaultgame-desc = Choisir le jeu de /play et /challenge sans option de jeu sur ce serveur (Gérer le serveur)
cmd-defaultgame-game-desc = Le jeu

## Options communes à plusieurs commandes

option-game = jeu
option-game-desc = Le jeu (par défaut : celui du serveur)
option-rules = règles
option-rules-desc = Règles : Jungle standard, traditional, ... ; xiangqi standard, asian, casual
option-clock = pendule
option-clock-desc = Cadence : none, 90s par coup, 10m, 10+5
option-colour = couleur
option-colour-desc = Votre couleur : rouge (commence), bleu (Jungle), noir (xiangqi)
option-member = membre
option-member-desc = Le membre (par défaut : vous)

## Choix (les niveaux du bot sont les level-* de main.ftl)

choice-game-jungle = Jungle (Dou Shou Qi)
choice-game-xiangqi = Xiangqi (échecs chinois)
choice-colour-red = rouge
choice-colour-blue = bleu
choice-colour-black = noir
choice-colour-random = au hasard
choice-style-characters = caractères
choice-style-letters = lettres
choice-style-pictograms = pictogrammes
choice-puzzle-shipped = la collection fournie
choice-puzzle-server = les parties de ce serveur
choice-on = oui
choice-off = non
choice-language-auto = la langue de Discord (suivre Discord)

## Réponses du front-end

discord-bad-component = qibot ne connaît pas ce bouton ou ce menu (il vient peut-être d'une version plus ancienne du bot) ; utilisez /board pour afficher à nouveau le plateau de la partie

## Pages web (liens des plateaux et des réponses ; /web)

cmd-web = web
cmd-web-desc = Les pages web de ce serveur : votre lien pour jouer dans un navigateur, ou les liens du serveur
cmd-web-links = liens
cmd-web-links-desc = Coupe ou rétablit les liens vers les pages web de ce serveur, ou les renouvelle (Gérer le serveur)
cmd-web-links-set = réglage
cmd-web-links-set-desc = non : aucun lien ; oui : les liens marchent ; renouveler : les anciens liens cessent de marcher
cmd-web-play = jouer
cmd-web-play-desc = Votre lien pour jouer la partie de ce salon dans un navigateur (vous seul le voyez)
choice-reset = renouveler
discord-web-watch = Suivre
discord-web-server = Page du serveur
discord-web-member = Page du profil
discord-web-off = Les liens vers les pages web de ce serveur sont coupés : chaque lien répond désormais « introuvable ».
discord-web-on = Les liens vers les pages web de ce serveur sont rétablis.
discord-web-reset = Les liens vers les pages web de ce serveur ont été renouvelés : les anciens liens ne marchent plus.
discord-web-unset = Ce bot n'a pas de pages web (aucune adresse publique n'est réglée).
discord-web-play = Jouer dans le navigateur
discord-web-play-link = Votre lien pour jouer la partie n° { $game } dans un navigateur ; vous seul le voyez. Il cesse de marcher <t:{ $expires }:R> : redemandez-en un ensuite.
discord-web-play-none = Vous ne jouez pas de partie dans ce salon : il n’y a pas de lien pour jouer.
discord-web-play-off = Les liens vers les pages web de ce serveur sont coupés : un gestionnaire du serveur peut les rétablir avec /web liens.

## Problèmes

cmd-puzzle = problème
cmd-puzzle-desc = Un problème à votre niveau : trouvez la suite gagnante, le bot se défend
cmd-puzzle-public = public
cmd-puzzle-public-desc = Le résoudre dans le salon, à la vue de tous (par défaut : vous seul le voyez)

## Le problème du jour (/dailypuzzle)

cmd-dailypuzzle = problème-du-jour
cmd-dailypuzzle-desc = Le problème du jour du serveur : publié dans un salon à une heure fixe (Gérer le serveur)
cmd-dailypuzzle-set = régler
cmd-dailypuzzle-set-desc = Publier chaque jour le problème du jour dans un salon à une heure, UTC (Gérer le serveur)
cmd-dailypuzzle-set-channel = salon
cmd-dailypuzzle-set-channel-desc = Le salon où le problème est publié
cmd-dailypuzzle-set-time = heure
cmd-dailypuzzle-set-time-desc = L'heure, HH:MM sur 24 heures, UTC (par exemple 18:00)
cmd-dailypuzzle-off = arrêter
cmd-dailypuzzle-off-desc = Ne plus publier le problème du jour (Gérer le serveur)
cmd-puzzle-from = source
cmd-puzzle-from-desc = D'où vient le problème (par défaut : la collection fournie)
