# qibot's slash commands as Discord shows them, registered at start from every locale folder.
#
# cmd-<command> is a command's name, cmd-<command>-desc its description; cmd-<command>-<option>
# and cmd-<command>-<option>-desc an option's, else option-<option> and option-<option>-desc.
# Names: 1-32 characters, lower case, letters, digits, - and _ only; descriptions 1-100
# characters; choice labels 1-100 characters. In English the names are the commands' own.

## Commands

cmd-challenge = challenge
cmd-challenge-desc = Challenge a member to a game in this channel
cmd-challenge-opponent = opponent
cmd-challenge-opponent-desc = The member to challenge
cmd-challenge-rated = rated
cmd-challenge-rated-desc = Rated game (changes ratings)
cmd-play = play
cmd-play-desc = Play a game against the bot in this channel
cmd-play-level = level
cmd-play-level-desc = The bot's level
cmd-move = move
cmd-move-desc = Play a move in this channel's game
cmd-move-move = move
cmd-move-move-desc = The move: rat c3 c4, rat up, c3c4; Xiangqi h2e2, C2.5, 炮二平五
cmd-accept = accept
cmd-accept-desc = Accept the challenge to you here, or your opponent's draw offer or takeback request
cmd-decline = decline
cmd-decline-desc = Decline the challenge to you here (or withdraw yours), or your opponent's offer
cmd-notify = notify
cmd-notify-desc = Whether you are mentioned when a game hands you the move
cmd-notify-mentions = mentions
cmd-notify-mentions-desc = on: mention me; off: do not
cmd-abort = abort
cmd-abort-desc = End this channel's game without a result, unrated (moderators: Manage Messages)
cmd-resign = resign
cmd-resign-desc = Resign this channel's game
cmd-draw = draw
cmd-draw-desc = Offer a draw, or accept your opponent's offer
cmd-takeback = takeback
cmd-takeback-desc = Take back your last move (ask your opponent, or at once against the bot)
cmd-hint = hint
cmd-hint-desc = Suggest a move (only you see it)
cmd-board = board
cmd-board-desc = Show this channel's board again
cmd-games = games
cmd-games-desc = List the games being played on this server
cmd-leaderboard = leaderboard
cmd-leaderboard-desc = The server's best-rated players
cmd-profile = profile
cmd-profile-desc = A member's rating and record
cmd-history = history
cmd-history-desc = A member's last finished games
cmd-export = export
cmd-export-desc = A game as text: start position, moves, result
cmd-export-id = id
cmd-export-id-desc = The game's number
cmd-review = review
cmd-review-desc = The engine's review of a finished game: evaluation graph, mistakes, better moves
cmd-review-id = id
cmd-review-id-desc = The game's number (default: your last finished game)
cmd-rules = rules
cmd-rules-desc = The rules and options in force here
cmd-help = help
cmd-help-desc = What the commands are
cmd-language = language
cmd-language-desc = Set the language of this server's game messages (Manage Server)
cmd-language-language = language
cmd-language-language-desc = The language
cmd-style = style
cmd-style-desc = Choose how pieces are drawn on your boards: characters, letters or pictograms
cmd-style-style = style
cmd-style-style-desc = The piece style (leave out to see yours)
cmd-mylanguage = mylanguage
cmd-mylanguage-desc = Choose the language of the replies only you see, on every server (leave out to see yours)
cmd-mylanguage-language = language
cmd-mylanguage-language-desc = Your language, or Discord's language to follow Discord again
cmd-defaultgame = defaultgame
cmd-defaultgame-desc = Set the game of /play and /challenge when no game is given, on this server (Manage Server)
cmd-defaultgame-game-desc = The game

## Options shared by several commands

option-game = game
option-game-desc = The game (default: the server's)
option-rules = rules
option-rules-desc = Rules: Jungle standard, traditional, ...; Xiangqi standard, asian, casual
option-clock = clock
option-clock-desc = Time control: none, 90s a move, 10m, 10+5
option-colour = colour
option-colour-desc = Your colour: red (moves first), blue (Jungle), black (Xiangqi)
option-member = member
option-member-desc = The member (default: you)

## Choices (the bot's levels are level-* in main.ftl)

choice-game-jungle = Jungle (Dou Shou Qi)
choice-game-xiangqi = Xiangqi (Chinese chess)
choice-colour-red = red
choice-colour-blue = blue
choice-colour-black = black
choice-colour-random = random
choice-style-characters = characters
choice-style-letters = letters
choice-style-pictograms = pictograms
choice-puzzle-shipped = the shipped collection
choice-puzzle-server = this server's games
choice-on = on
choice-off = off
choice-language-auto = Discord's language (follow Discord)

## Answers of the front-end

discord-bad-component = qibot does not know this button or menu (it may come from an older version of the bot); use /board to show the game's board again

## Web pages (links on boards and replies; /web)

cmd-web = web
cmd-web-desc = This server's web pages: your link to play in a browser, or the server's links
cmd-web-links = links
cmd-web-links-desc = Turn the links to this server's web pages off or on, or renew them (Manage Server)
cmd-web-links-set = set
cmd-web-links-set-desc = off: no links; on: links work; reset: every older link stops working
cmd-web-play = play
cmd-web-play-desc = Your link to play this channel's game in a browser (only you see it)
choice-reset = reset
discord-web-watch = Watch
discord-web-server = Server page
discord-web-member = Profile page
discord-web-off = Links to this server's web pages are off: every link now answers "not found".
discord-web-on = Links to this server's web pages are on.
discord-web-reset = Links to this server's web pages were renewed: every older link stopped working.
discord-web-unset = This bot has no web pages (no public address is set).
discord-web-play = Play in browser
discord-web-play-link = Your link to play game #{ $game } in a browser; only you can see it. It stops working <t:{ $expires }:R>: ask again for a new one.
discord-web-play-none = You are not playing a game in this channel, so there is no link to play.
discord-web-play-off = Links to this server's web pages are off: a server manager can turn them on with /web links.

## Puzzles

cmd-puzzle = puzzle
cmd-puzzle-desc = A puzzle near your puzzle rating: find the winning line, the bot defends
cmd-puzzle-public = public
cmd-puzzle-public-desc = Solve it in the channel for everyone to see (default: only you see it)

## The daily puzzle (/dailypuzzle)

cmd-dailypuzzle = dailypuzzle
cmd-dailypuzzle-desc = The server's daily puzzle: posted in a channel at a time of day (Manage Server)
cmd-dailypuzzle-set = set
cmd-dailypuzzle-set-desc = Post the day's puzzle in a channel every day at a time, UTC (Manage Server)
cmd-dailypuzzle-set-channel = channel
cmd-dailypuzzle-set-channel-desc = The channel the puzzle is posted in
cmd-dailypuzzle-set-time = time
cmd-dailypuzzle-set-time-desc = The time of day, HH:MM on a 24-hour clock, UTC (e.g. 18:00)
cmd-dailypuzzle-off = off
cmd-dailypuzzle-off-desc = Stop posting the daily puzzle (Manage Server)
cmd-puzzle-from = from
cmd-puzzle-from-desc = Where the puzzle comes from (default: the shipped collection)
