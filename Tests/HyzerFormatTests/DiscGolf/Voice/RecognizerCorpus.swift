/// What speech recognizers plausibly write when a scorer says the round's names and scores: names
/// split into words or run together, nicknames and formal names, sound-alike spellings (including names
/// whose spelling does not follow English rules), and the number words recognizers write; then cases
/// where two players fit (the answer must be a question, never a guess) and where nobody fits.
///
/// One case a line: `SENTENCE => EXPECTED`. EXPECTED is the scores, `Player N, Player N` (every hole is
/// a par 3), optionally followed by `; ?` (a fragment left for the scorer: nobody may be scored with
/// it) or `; ?ambiguous` (the same, reported as fitting several players). `players:` starts a round;
/// `## name` starts a category; `#` lines are comments. `RecognizerCorpusTests` runs the real parser
/// over every case.
enum RecognizerCorpus {
    static let text = """
    players: Marcus, Christina, Daniel, Isabel, Brandon, Madison, Jonathan, Natalie, Ashley

    ## split: one name written as two or three words
    Mark us 3 => Marcus 3
    Marc us 4 => Marcus 4
    Mark us 3, Daniel 4 => Marcus 3, Daniel 4
    Mark is 3 => Marcus 3
    Chris Tina 4 => Christina 4
    Kris Tina 4 => Christina 4
    Christina 4, Mark us 5 => Marcus 5, Christina 4
    Dan yell 5 => Daniel 5
    Dan yell has a 5 => Daniel 5
    Danny L 2 => Daniel 2
    Is a bell 3 => Isabel 3
    Isa bell 3 => Isabel 3
    Izzy bell 3 => Isabel 3
    Brand on 4 => Brandon 4
    Bran done 4 => Brandon 4
    Brandon 4, is a bell 3 => Isabel 3, Brandon 4
    Mad is on 3 => Madison 3
    Maddie son 3 => Madison 3
    Matt is on 2 => Madison 2
    John a than 4 => Jonathan 4
    Jon a than 4 => Jonathan 4
    Johnny thin 4 => Jonathan 4
    Nat a lee 2 => Natalie 2
    Natty lee 2 => Natalie 2
    Gnat a lee 2 => Natalie 2
    Ash lee 3 => Ashley 3
    Ash Leigh 3 => Ashley 3
    Mark us three, Chris Tina four, Dan yell five => Marcus 3, Christina 4, Daniel 5
    Brand on a birdie => Brandon 2
    birdie for Mark us => Marcus 2
    Ash lee and Mad is on par => Madison 3, Ashley 3
    Ok so Mark us 3 Is a bell 4 => Marcus 3, Isabel 4

    ## joined: words run together or a name's parts split differently
    Marcus3 Daniel4 => Marcus 3, Daniel 4
    Chris tina 4 => Christina 4
    Mad ison 3 => Madison 3
    Jona than 4 => Jonathan 4
    Nata lie 2 => Natalie 2
    Isa Belle 3 => Isabel 3

    ## sound: sound-alike spellings of English names
    Markus 3 => Marcus 3
    Marcas 3 => Marcus 3
    Kristina 4 => Christina 4
    Cristina 4 => Christina 4
    Danielle 5 => Daniel 5
    Daniell 5 => Daniel 5
    Isabelle 3 => Isabel 3
    Isobel 3 => Isabel 3
    Izabel 3 => Isabel 3
    Brendan 4 => Brandon 4
    Brandan 4 => Brandon 4
    Maddison 3 => Madison 3
    Madisyn 3 => Madison 3
    Johnathan 4 => Jonathan 4
    Jonathon 4 => Jonathan 4
    Natalee 2 => Natalie 2
    Nathalie 2 => Natalie 2
    Ashlee 3 => Ashley 3
    Ashleigh 3 => Ashley 3
    Ashely 3 => Ashley 3

    players: Nate, Michael, Jacob, Robert, Elizabeth, Katherine, Tom, William, Alexander

    ## nickname: a nickname heard for a formal name, or another nickname of it
    Nathan 3 => Nate 3
    Nathaniel 3 => Nate 3
    Nat 3 => Nate 3
    Mike 4 => Michael 4
    Mikey 4 => Michael 4
    Mick 4 => Michael 4
    Jake 5 => Jacob 5
    Jakey 5 => Jacob 5
    Bob 3 => Robert 3
    Bobby 3 => Robert 3
    Rob 3 => Robert 3
    Robbie 3 => Robert 3
    Bert 3 => Robert 3
    Liz 2 => Elizabeth 2
    Lizzie 2 => Elizabeth 2
    Beth 2 => Elizabeth 2
    Betty 2 => Elizabeth 2
    Eliza 2 => Elizabeth 2
    Libby 2 => Elizabeth 2
    Kate 4 => Katherine 4
    Katie 4 => Katherine 4
    Kathy 4 => Katherine 4
    Kat 4 => Katherine 4
    Cathy 4 => Katherine 4
    Kitty 4 => Katherine 4
    Tommy 3 => Tom 3
    Thomas 3 => Tom 3
    Bill 5 => William 5
    Billy 5 => William 5
    Willie 5 => William 5
    Liam 5 => William 5
    Alex 3 => Alexander 3
    Xander 3 => Alexander 3
    Sandy 3 => Alexander 3
    Mike 3, Jake 4, Bob 5 => Michael 3, Jacob 4, Robert 5
    Nathan and Mikey par => Nate 3, Michael 3
    Liz birdie, Kate bogey => Elizabeth 2, Katherine 4
    Bill 4, Tommy 3, Alex 5 => Tom 3, William 4, Alexander 5
    Mike's a 3 => Michael 3
    Bobby's 4 => Robert 4
    3 for Nathan => Nate 3
    Nathan 3 Michael 4 => Nate 3, Michael 4

    players: Mike, Jake, Bob, Liz, Kate, Dave, Steve, Jim, Sue

    ## formal: the formal name heard for a player who goes by a nickname
    Michael 3 => Mike 3
    Jacob 4 => Jake 4
    Robert 5 => Bob 5
    Elizabeth 2 => Liz 2
    Katherine 4 => Kate 4
    Catherine 4 => Kate 4
    Kathryn 4 => Kate 4
    David 3 => Dave 3
    Davey 3 => Dave 3
    Stephen 3 => Steve 3
    Steven 3 => Steve 3
    Stevie 3 => Steve 3
    James 4 => Jim 4
    Jimmy 4 => Jim 4
    Jamie 4 => Jim 4
    Susan 2 => Sue 2
    Suzanne 2 => Sue 2
    Susie 2 => Sue 2
    Robbie 5 => Bob 5
    Bobby 5 => Bob 5
    Lizzy 2 => Liz 2
    Katie 4 => Kate 4
    Michael 3, Jacob 4, Robert 5 => Mike 3, Jake 4, Bob 5
    Stephen par, David bogey => Dave 4, Steve 3
    James and Susan birdie => Jim 2, Sue 2

    players: Siobhan, Niamh, Aoife, Saoirse, Sean, Caitlin, Zoë

    ## spelling: names whose spelling does not follow English rules, as a recognizer writes them
    Shivawn 3 => Siobhan 3
    Shivon 3 => Siobhan 3
    Chevonne 3 => Siobhan 3
    Shavon 3 => Siobhan 3
    Siobhan 3 => Siobhan 3
    Neve 4 => Niamh 4
    Neeve 4 => Niamh 4
    Neave 4 => Niamh 4
    Niamh 4 => Niamh 4
    Eefa 2 => Aoife 2
    Eva 2 => Aoife 2
    Ifa 2 => Aoife 2
    Seersha 5 => Saoirse 5
    Searsha 5 => Saoirse 5
    Sersha 5 => Saoirse 5
    Shawn 3 => Sean 3
    Shaun 3 => Sean 3
    Kaitlyn 4 => Caitlin 4
    Katelyn 4 => Caitlin 4
    Caitlyn 4 => Caitlin 4
    Kaitlin 4 => Caitlin 4
    Zoey 2 => Zoë 2
    Zoe 2 => Zoë 2
    Zoie 2 => Zoë 2
    Shivawn 3, Neve 4, Eefa 2 => Siobhan 3, Niamh 4, Aoife 2
    Seersha par, Shawn bogey => Saoirse 3, Sean 4
    Kaitlyn and Zoey birdie => Caitlin 2, Zoë 2
    Shiv on 3 => Siobhan 3
    Sir sha 5 => Saoirse 5

    players: Eoin, Ciarán, Róisín, Rhys, Joaquin, Sinéad, Oisín, Siân, Tadhg

    ## spelling
    Owen 3 => Eoin 3
    Kieran 4 => Ciarán 4
    Keeran 4 => Ciarán 4
    Ciaran 4 => Ciarán 4
    Rosheen 2 => Róisín 2
    Roisin 2 => Róisín 2
    Reese 5 => Rhys 5
    Reece 5 => Rhys 5
    Wakeen 3 => Joaquin 3
    Joaquin 3 => Joaquin 3
    Shinade 4 => Sinéad 4
    Shinaid 4 => Sinéad 4
    Osheen 3 => Oisín 3
    Shan 2 => Siân 2
    Sian 2 => Siân 2
    Tige 4 => Tadhg 4
    Owen 3, Kieran 4, Reese 5 => Eoin 3, Ciarán 4, Rhys 5

    players: Mike, Jake, Sarah, Tom

    ## numbers: what recognizers write for scores
    Mike a deuce => Mike 2
    Jake deuce => Jake 2
    Mike got a deuce, Jake 3 => Mike 2, Jake 3
    Sarah two => Sarah 2
    Mike too => Mike 2
    Jake to => Jake 2
    Mike tu => Mike 2
    Sarah for => Sarah 4
    Sarah fore => Sarah 4
    Tom four => Tom 4
    Mike tree => Mike 3
    Mike free => Mike 3
    Jake three => Jake 3
    Jake eight => Jake 8
    Jake ate => Jake 8
    Tom won => Tom 1
    Sarah fife => Sarah 5
    Sarah five => Sarah 5
    Jake sicks => Jake 6
    Mike six => Mike 6
    Tom seven => Tom 7
    Sarah nine => Sarah 9
    Tom ten => Tom 10
    Mike to, Jake for, Sarah tree => Mike 2, Jake 4, Sarah 3
    Mike three Jake to Sarah four => Mike 3, Jake 2, Sarah 4
    Mike 3 Jake 4 Sarah 2 Tom 5 => Mike 3, Jake 4, Sarah 2, Tom 5
    Mike's a 3, Jake's a 4 => Mike 3, Jake 4
    Jake had a deuce, Mike a par => Mike 3, Jake 2
    Sarah birdie, Tom bogey => Sarah 2, Tom 4
    Mike -1 => Mike 2
    Jake +2 => Jake 5
    Sarah +1, Tom -1 => Sarah 4, Tom 2
    Mike minus one => Mike 2
    Jake plus two => Jake 5
    Mike 3. Jake 4. => Mike 3, Jake 4
    Hey Siri Mike three Jake four => Mike 3, Jake 4

    players: Mike, Jake, Sarah, Tom

    ## sound: a player's name misheard
    Jack 3 => Jake 3
    Jaik 3 => Jake 3
    Myke 4 => Mike 4
    Mkie 4 => Mike 4
    Sara 2 => Sarah 2
    Serra 2 => Sarah 2
    Tomm 5 => Tom 5
    Jack 3, Myke 4, Sara 2 => Mike 4, Jake 3, Sarah 2

    players: Nate, Nathaniel, Mike, Mick, Jake, Jack

    ## ambiguous: two players fit; the answer is a question
    Nathan 3 => ?ambiguous
    Nat 3 => ?ambiguous
    Michael 3 => ?ambiguous
    Mik 3 => ?ambiguous
    Myke 4 => ?ambiguous
    Jacob 4 => ?ambiguous
    Jak 4 => ?ambiguous
    Nate 3, Nathan 4 => Nate 3; ?ambiguous
    Mike 3, Michael 4 => Mike 3; ?ambiguous

    players: Bob, Rob, Steve, Stephen, Kate, Katherine

    ## ambiguous
    Robert 3 => ?ambiguous
    Bobby 3 => ?ambiguous
    Robbie 3 => ?ambiguous
    Steven 4 => ?ambiguous
    Stevie 4 => ?ambiguous
    Katie 2 => ?ambiguous
    Kathy 2 => ?ambiguous
    Kat 2 => ?ambiguous
    Bob 3, Robert 4 => Bob 3; ?ambiguous

    players: Sean, Shane, Caitlin, Kaitlyn, Jon, John

    ## ambiguous
    Shawn 3 => ?ambiguous
    Shaun 3 => ?ambiguous
    Katelyn 4 => ?ambiguous
    Caitlyn 4 => ?ambiguous
    Jonathan 2 => ?ambiguous
    Jhon 2 => ?ambiguous
    Johnny 2 => ?ambiguous

    players: Dan, Daniel, Alex, Alexandra, Chris, Kristen, Liz, Beth

    ## ambiguous
    Danny 3 => ?ambiguous
    Alexander 4 => ?ambiguous
    Elizabeth 2 => ?ambiguous
    Dan 3, Danny 4 => Dan 3; ?ambiguous

    players: Mike, Jake, Sarah

    ## none: nobody in the round fits
    Steve 3 => ?
    Bob 4 => ?
    Nathan 3 => ?
    Shivawn 3 => ?
    Dave 2 => ?
    Liz 3 => ?
    Tom 5 => ?
    Kate 4 => ?
    Michelle 3 => ?
    Jackson 4 => ?
    Mark us 3 => ?
    Chris Tina 4 => ?
    Elizabeth 2 => ?
    Robert 3 => ?
    Mike 3, Steve 4 => Mike 3; ?
    Jake 4, Nathan 3 => Jake 4; ?
    Sarah 2, Bob 5 => Sarah 2; ?
    Is a bell 3 => ?
    Dan yell 5 => ?
    Wakeen 3 => ?
    players: Kaylee, Jayden, Mackenzie, Elijah, Olivia, Samantha, Dominic, Kristen, Joanna, Martin

    ## split
    Kay Lee 3 => Kaylee 3
    Jay Den 4 => Jayden 4
    Mack Kenzie 2 => Mackenzie 2
    Mac Kenzie 2 => Mackenzie 2
    Eli jah 5 => Elijah 5
    Oh Livia 3 => Olivia 3
    Sam Antha 4 => Samantha 4
    Dom in ick 3 => Dominic 3
    Kris ten 4 => Kristen 4
    Jo Anna 2 => Joanna 2
    Mar tin 3 => Martin 3
    Kay Lee 3, Jay Den 4 => Kaylee 3, Jayden 4
    Dom is 3 => Dominic 3

    ## sound
    Kayleigh 3 => Kaylee 3
    Kaley 3 => Kaylee 3
    Jaden 4 => Jayden 4
    Jaiden 4 => Jayden 4
    McKenzie 2 => Mackenzie 2
    Makenzie 2 => Mackenzie 2
    Elija 5 => Elijah 5
    Alivia 3 => Olivia 3
    Dominick 3 => Dominic 3
    Domenic 3 => Dominic 3
    Kristin 4 => Kristen 4
    Kirsten 4 => Kristen 4
    Johanna 2 => Joanna 2
    Martyn 3 => Martin 3

    ## nickname
    Kenzie 2 => Mackenzie 2
    Sam 4 => Samantha 4
    Sammy 4 => Samantha 4
    Dom 3 => Dominic 3
    Liv 3 => Olivia 3
    Marty 3 => Martin 3
    Jo 2 => Joanna 2
    Eli 5 => Elijah 5

    players: Charles, Edward, Henry, Margaret, Richard, Andrew, Anthony, Zachary, Rebecca, Maxwell

    ## nickname
    Chuck 3 => Charles 3
    Charlie 3 => Charles 3
    Ed 4 => Edward 4
    Eddie 4 => Edward 4
    Ted 4 => Edward 4
    Hank 5 => Henry 5
    Peggy 2 => Margaret 2
    Maggie 2 => Margaret 2
    Meg 2 => Margaret 2
    Rick 3 => Richard 3
    Rich 3 => Richard 3
    Dick 3 => Richard 3
    Andy 4 => Andrew 4
    Drew 4 => Andrew 4
    Tony 5 => Anthony 5
    Zach 3 => Zachary 3
    Zack 3 => Zachary 3
    Becky 2 => Rebecca 2
    Becca 2 => Rebecca 2
    Max 4 => Maxwell 4
    Chuck 3, Ted 4, Hank 5 => Charles 3, Edward 4, Henry 5

    players: Aoife, Niamh, Siobhan, Caoimhe, Tadhg, Ruairí, Eoin, Oisín, Sadhbh

    ## spelling
    Eee fa 2 => Aoife 2
    Knee of 4 => Niamh 4
    Neev 4 => Niamh 4
    Nieve 4 => Niamh 4
    Shove on 3 => Siobhan 3
    Chavonne 3 => Siobhan 3
    Keeva 5 => Caoimhe 5
    Kweeva 5 => Caoimhe 5
    Tiger 3 => Tadhg 3
    Teig 3 => Tadhg 3
    Rory 4 => Ruairí 4
    Ewan 3 => Eoin 3
    Usheen 2 => Oisín 2
    Sive 5 => Sadhbh 5
    Sieve 5 => Sadhbh 5

    players: Tomás, Priya, Mohammed, Sofia, Xiaoming, Nguyen, Aleksandr

    ## spelling
    Thomas 3 => Tomás 3
    Tomas 3 => Tomás 3
    Preeya 4 => Priya 4
    Muhammad 5 => Mohammed 5
    Mohamed 5 => Mohammed 5
    Sophia 2 => Sofia 2
    Shaoming 3 => Xiaoming 3
    Win 4 => Nguyen 4
    Alexander 3 => Aleksandr 3

    players: Edward, Theodore, Sam, Samantha, Mark, Marcus, Aidan, Aiden, Jon, Jonah, Alfred, Frederick

    ## ambiguous
    Ted 3 => ?ambiguous
    Teddy 3 => ?ambiguous
    Sammy 4 => ?ambiguous
    Ayden 2 => ?ambiguous
    Jona 5 => ?ambiguous
    Fred 3 => ?ambiguous
    Freddie 3 => ?ambiguous
    Mark us 3 => ?
    Ted 3, Sam 4 => Sam 4; ?ambiguous

    players: Mike, Jake, Sarah

    ## none
    Zoltan 4 => ?
    Priya 3 => ?
    Nguyen 2 => ?
    Tadhg 3 => ?
    Siobhan 2 => ?
    Olivia 5 => ?
    Mike 3, Zoltan 4 => Mike 3; ?
    """
}
