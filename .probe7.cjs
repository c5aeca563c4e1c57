"use strict";
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// .probe7.ts
var import_node_api3 = require("@duckdb/node-api");
var import_node_fs = require("node:fs");

// src/sql/duckdb.ts
var import_node_api2 = require("@duckdb/node-api");

// src/sql/catalog.ts
var URI_ERROR_TYPE = {
  struct: {
    offset: "integer",
    expected: { list: "text" },
    hint: "text",
    diagnosis: "text",
    diagnosis_code: "text",
    diagnosis_start: "integer",
    diagnosis_end: "integer"
  }
};
var TEXT = { name: "text", type: "text" };
var RULE = { name: "rule", type: "text", optional: true };
var GRAMMAR = { name: "grammar", type: "text", optional: true };
var SQL_FUNCTIONS = [
  {
    name: "uri_valid",
    family: "validate",
    parameters: [TEXT, RULE, GRAMMAR],
    returns: "boolean",
    summary: "true when the text matches the rule (default: the start rule) of the grammar (default: rfc3986, URI-reference)"
  },
  {
    name: "uri_error",
    family: "validate",
    parameters: [TEXT, RULE, GRAMMAR],
    returns: URI_ERROR_TYPE,
    summary: "NULL when the text matches; else the offset (UTF-16 code units, from 0) where it stops, what was expected there, a hint, and the likely mistake (diagnosis, its code and span) or NULL"
  },
  {
    name: "uri_components",
    family: "components",
    parameters: [TEXT],
    returns: { struct: { scheme: "text", authority: "text", userinfo: "text", host: "text", port: "text", path: "text", query: "text", fragment: "text" } },
    summary: "the components of a URI-reference (RFC 3986 \xA73), NULL where absent; NULL when the text is not a URI-reference"
  },
  {
    name: "uri_resolve",
    family: "components",
    parameters: [{ name: "base", type: "text" }, { name: "ref", type: "text" }],
    returns: "text",
    summary: "the target of ref against base (RFC 3986 \xA75.2); NULL when base is not an absolute URI or ref not a URI-reference"
  },
  {
    name: "uri_normalize",
    family: "components",
    parameters: [TEXT],
    returns: "text",
    summary: "the normal form of a URI-reference (RFC 3986 \xA76.2.2); NULL when the text is not a URI-reference"
  },
  {
    name: "uri_conforms",
    family: "conform",
    parameters: [TEXT],
    returns: { list: { struct: { grammar: "text", rule: "text", kind: "text", valid: "boolean", offset: "integer" } } },
    summary: "the conformance report: a row per grammar of the family and top-level rule (and the text's scheme rule), its verdict and where it stops"
  },
  {
    name: "iri_to_uri",
    family: "iri",
    parameters: [TEXT],
    returns: "text",
    summary: "the URI an IRI-reference maps to (RFC 3987 \xA73.1); NULL when the text is not an IRI-reference"
  },
  {
    name: "uri_template_expand",
    family: "template",
    parameters: [{ name: "template", type: "text" }, { name: "variables", type: "text" }],
    returns: "text",
    summary: "the expansion of a URI Template (RFC 6570 \xA73) with the variables of a JSON object"
  },
  {
    name: "uri_template_match",
    family: "template",
    parameters: [{ name: "template", type: "text" }, { name: "uri", type: "text" }],
    returns: "json",
    summary: "the variables whose expansion of the URI Template (RFC 6570) is the URI, as a JSON object; NULL when there are none"
  }
];

// generated/rfc3986.validator.ts
var VALIDATOR = {
  alphabet: "ascii",
  classMaps: [
    "                                 ! #!$!!!!!%!%&'()*++,----.! ! /0111111222222222222222322224 5 ! 11111122222222222222232222   ! ",
    "                                 !  !#!!!!!!!!$%&'())*++++,! !  -......!!!!!!!!!!!!!!!/!!!!0 1 ! ......!!!!!!!!!!!!!!!/!!!!   ! ",
    "                                 !  !#!!!!!$!$%&'()**+,,,,-! ! ./000000111111111111111211113 4 ! 00000011111111111111121111   ! ",
    "                                 ! #!$!!!!!!!!%&'()**+,,,,-! ! ./000000!!!!!!!!!!!!!!!1!!!!2 3 ! 000000!!!!!!!!!!!!!!!1!!!!   ! ",
    "                                           ! !! !!!!!!!!!!       ##########################      ##########################     ",
    "                                 !  !#!!!!!!!!$ %&'(()****+! !  ,------!!!!!!!!!!!!!!!.!!!!/ 0 ! ------!!!!!!!!!!!!!!!.!!!!   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! !   $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!$ %&'(()****+! !   ,,,,,,!!!!!!!!!!!!!!!-!!!!. / ! ,,,,,,!!!!!!!!!!!!!!!-!!!!   ! ",
    "                                                !!!!!!!!!!                                                                      ",
    "                                 !  ! !!!!!!!!# $%&''())))*! !   ++++++!!!!!!!!!!!!!!!,!!!!- . ! ++++++!!!!!!!!!!!!!!!,!!!!   ! ",
    "                                 !  ! !!!!!!!!# $$$$$$$$$$!! !   $$$$$$!!!!!!!!!!!!!!!%!!!!    ! $$$$$$!!!!!!!!!!!!!!!%!!!!   ! ",
    "                                              ! #$%&&'(((()      ******                          ******                         ",
    "                                                !!!!!!!!!!       !!!!!!                          !!!!!!                         ",
    "                                              ! #$%&&'((((                                                                      ",
    "                                                !#$%%&''''                                                                      ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$ ! !   $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%&! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                                                                                                                ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$ ! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                     !          ##########       ######                          ######                         ",
    "                                             !! !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!    ! !!!!!!!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 ! !! !!!!!!!  !          !! ! !!                          ! !                                  ",
    "                                   !           !          !    !!                          ! !                                  ",
    "                                 !  ! !!!!!!!              ! !                                                                  "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["ALPHA", [65, 90, 97, 122]],
    ["HEXDIG", [48, 57, 65, 70, 97, 102]],
    ["reserved", [33, 33, 35, 36, 38, 44, 47, 47, 58, 59, 61, 61, 63, 64, 91, 91, 93, 93]],
    ["sub-delims", [33, 33, 36, 36, 38, 44, 59, 59, 61, 61]],
    ["DIGIT", [48, 57]],
    ["gen-delims", [35, 35, 47, 47, 58, 58, 63, 64, 91, 91, 93, 93]]
  ],
  rules: {
    "URI": {
      states: 180,
      classes: 21,
      classMap: 0,
      accepting: "   !!! !  ! ! !!    ! !                 !                                                                                                                                           ",
      table: "                                     ###      ## ######$  ###   %&'%%(%%%%%%%%%%%%   %&'%%%%%%%%%%%%%%%   & )&&&&&&&&&&&&&&&         ******   *     %&'%%+%%%%%%%%%%%%         ,,,,,,   ,           %%%%%%   %     -&.--%------/%0---1        &&&&&&   &     -&.--%------/%0---         222222   2     3&433%//////3%0333   5&655%5555557% 5551        8888889  8 :         ------   -     3 433 3333333 0333         ;;;;;;   ;     5&655%5555557% 555         <<<<<<   <      &   %777777 %             ======>  =                 ?              @@@@@@   @           333333   3           555555   5           AAAAAA>  A           BBBBBBC  B           DEFGGG   H   I     J @@@@@@   @           KKKKKK>  K           LLLLLLM  L           NOPQQQ   R   I     S TTTTTTU  T   I     S VVVVVVU  T   I     S VVVVWXU  T   I     S XXXXXXU  T   I       TTTTTTU  T   I  &   %      7%       Y  YY YYYYYYY  YYY               >              ZZZZZZM  Z           [[[[[[]  [         S ^^^^^^_  ^   I     S ``````_  ^   I     S ````ab_  ^   I     S bbbbbb_  ^   I       ^^^^^^_  ^   I       cdefff               ggggggU  g   I       NOPQQQ   R         S hhhhhhU  g   I     S hhhhhgU  g   I     S ggggggU  g   I Y  YY YYYYYYY  YYY I       iiiiiiM  i           jjjjjjk  j           lmnooo   p   I       qqqqqq_  q   I       lmnooo   p         S rrrrrr_  q   I     S rrrrrq_  q   I     S qqqqqq_  q   I     s                    s ffffff             s fffftc             s cccccc               uuuuuuU  u   I     S uuuuuuU  u   I             M              vvvvvvk  v           wwwwwwx  w         S yyyyyyz  y   I     S {{{{{{z  y   I     S {{{{|}z  y   I     S }}}}}}z  y   I       yyyyyyz  y   I       ~ ~ ~ ~ ~ ~ _  ~    I     S ~ ~ ~ ~ ~ ~ _  ~    I       ~!~#~$~%~%~%             s ccccc                      U      I       ~&~&~&~&~&~&k  ~&           ~'~'~'~'~'~'~(  ~'           ~)~*~+~,~,~,   ~-   I       ~.~.~.~.~.~.z  ~.   I       ~)~*~+~,~,~,   ~-         S ~/~/~/~/~/~/z  ~.   I     S ~/~/~/~/~/~.z  ~.   I     S ~.~.~.~.~.~.z  ~.   I             _      I     ~0                    ~0 ~%~%~%~%~%~%             ~0 ~%~%~%~%~1~!             ~0 ~!~!~!~!~!~!                     k              ~2~2~2~2~2~2~(  ~2           ~3~3~3~3~3~3~4  ~3         S ~5~5~5~5~5~5~6  ~5   I     S ~7~7~7~7~7~7~6  ~5   I     S ~7~7~7~7~8~9~6  ~5   I     S ~9~9~9~9~9~9~6  ~5   I       ~5~5~5~5~5~5~6  ~5   I       ~:~:~:~:~:~:z  ~:   I     S ~:~:~:~:~:~:z  ~:   I       ~;~<~=~>~>~>             ~0 ~!~!~!~!~!                ~?~?~?~?~?~?~(  ~?           ~@~@~@~@~@~@~A  ~@           ~B~C~D~E~E~E   ~F   I       ~G~G~G~G~G~G~6  ~G   I       ~B~C~D~E~E~E   ~F         S ~H~H~H~H~H~H~6  ~G   I     S ~H~H~H~H~H~G~6  ~G   I     S ~G~G~G~G~G~G~6  ~G   I             z      I                    I       ~>~>~>~>~>~>       I       ~>~>~>~>~I~;       I       ~;~;~;~;~;~;       I             ~(              ~J~J~J~J~J~J~A  ~J           ~K~K~K~K~K~K~L  ~K         S ~M~M~M~M~M~M~N  ~M   I     S ~O~O~O~O~O~O~N  ~M   I     S ~O~O~O~O~P~Q~N  ~M   I     S ~Q~Q~Q~Q~Q~Q~N  ~M   I       ~M~M~M~M~M~M~N  ~M   I       ~R~R~R~R~R~R~6  ~R   I     S ~R~R~R~R~R~R~6  ~R   I       ~;~;~;~;~;        I       ~S~S~S~S~S~S~A  ~S           ~T~T~T~T~T~T~U  ~T           ~V~W~X~Y~Y~Y   ~Z   I       ~[~[~[~[~[~[~N  ~[   I       ~V~W~X~Y~Y~Y   ~Z         S ~]~]~]~]~]~]~N  ~[   I     S ~]~]~]~]~]~[~N  ~[   I     S ~[~[~[~[~[~[~N  ~[   I             ~6      I             ~A              ~^~^~^~^~^~^~U  ~^           ~_~`~a~b~b~b~c  ~d         S ~e~e~e~e~e~e~f  ~e   I     S ~g~g~g~g~g~g~f  ~e   I     S ~g~g~g~g~h~i~f  ~e   I     S ~i~i~i~i~i~i~f  ~e   I       ~e~e~e~e~e~e~f  ~e   I       ~j~j~j~j~j~j~N  ~j   I     S ~j~j~j~j~j~j~N  ~j   I       ~k~k~k~k~k~k~U  ~k         S ~l~l~l~l~l~l~m  ~l         S ~n~n~n~n~n~n~m  ~l         S ~n~n~n~n~o~p~m  ~l         S ~p~p~p~p~p~p~m  ~l           ~q~q~q~q~q~q   ~q   I       ~l~l~l~l~l~l~m  ~l           ~r~r~r~r~r~r~f  ~r   I       ~q~q~q~q~q~q   ~q         S ~s~s~s~s~s~s~f  ~r   I     S ~s~s~s~s~s~r~f  ~r   I     S ~r~r~r~r~r~r~f  ~r   I             ~N      I             ~U              ~t~t~t~t~t~t~m  ~t           ~q~q~q~q~q~q~;  ~q         S ~u~u~u~u~u~u~m  ~t         S ~u~u~u~u~u~t~m  ~t         S ~t~t~t~t~t~t~m  ~t           ~v~v~v~v~v~v   ~v   I       ~w~w~w~w~w~w~f  ~w   I     S ~w~w~w~w~w~w~f  ~w   I       ~x~x~x~x~x~x~m  ~x         S ~x~x~x~x~x~x~m  ~x           ~y~y~y~y~y~y   ~y   I             ~f      I             ~m              ~;~;~;~;~;~;   ~;   I"
    },
    "hier-part": {
      states: 175,
      classes: 17,
      classMap: 1,
      accepting: " !! ! !! !!    ! !                 !                                                                                                                                           ",
      table: "                  #$#%##########   #$############       &&&&&&  &    #$#'##########       ######  #    ()(#((((((*+((,  ()(#((((((*+((       ------  -    ./.#******.+..   010#0000002 00,      3333334 35       ((((((  (    ./. .......+..       666666  6    010#0000002 00       777777  7       #222222           8888889 8              :          ;;;;;;  ;        ......  .        000000  0        <<<<<<9 <        ======> =        ?@ABBB  C  D   E ;;;;;;  ;        FFFFFF9 F        GGGGGGH G        IJKLLL  M  D   N OOOOOOP O  D   N QQQQQQP O  D   N QQQQRSP O  D   N SSSSSSP O  D     OOOOOOP O  D    #      2      T T TTTTTTT TT             9          UUUUUUH U        VVVVVVW V      N XXXXXXY X  D   N ZZZZZZY X  D   N ZZZZ[]Y X  D   N ]]]]]]Y X  D     XXXXXXY X  D     ^_`aaa           bbbbbbP b  D     IJKLLL  M      N ccccccP b  D   N cccccbP b  D   N bbbbbbP b  D T T TTTTTTT TT D     ddddddH d        eeeeeef e        ghijjj  k  D     llllllY l  D     ghijjj  k      N mmmmmmY l  D   N mmmmmlY l  D   N llllllY l  D   n                n aaaaaa         n aaaao^         n ^^^^^^           ppppppP p  D   N ppppppP p  D           H          qqqqqqf q        rrrrrrs r      N ttttttu t  D   N vvvvvvu t  D   N vvvvwxu t  D   N xxxxxxu t  D     ttttttu t  D     yyyyyyY y  D   N yyyyyyY y  D     z{|}}}         n ^^^^^                  P    D     ~ ~ ~ ~ ~ ~ f ~         ~!~!~!~!~!~!~# ~!        ~$~%~&~'~'~'  ~(  D     ~)~)~)~)~)~)u ~)  D     ~$~%~&~'~'~'  ~(      N ~*~*~*~*~*~*u ~)  D   N ~*~*~*~*~*~)u ~)  D   N ~)~)~)~)~)~)u ~)  D           Y    D   ~+                ~+ }}}}}}         ~+ }}}}~,z         ~+ zzzzzz                 f          ~-~-~-~-~-~-~# ~-        ~.~.~.~.~.~.~/ ~.      N ~0~0~0~0~0~0~1 ~0  D   N ~2~2~2~2~2~2~1 ~0  D   N ~2~2~2~2~3~4~1 ~0  D   N ~4~4~4~4~4~4~1 ~0  D     ~0~0~0~0~0~0~1 ~0  D     ~5~5~5~5~5~5u ~5  D   N ~5~5~5~5~5~5u ~5  D     ~6~7~8~9~9~9         ~+ zzzzz            ~:~:~:~:~:~:~# ~:        ~;~;~;~;~;~;~< ~;        ~=~>~?~@~@~@  ~A  D     ~B~B~B~B~B~B~1 ~B  D     ~=~>~?~@~@~@  ~A      N ~C~C~C~C~C~C~1 ~B  D   N ~C~C~C~C~C~B~1 ~B  D   N ~B~B~B~B~B~B~1 ~B  D           u    D                D     ~9~9~9~9~9~9     D     ~9~9~9~9~D~6     D     ~6~6~6~6~6~6     D           ~#          ~E~E~E~E~E~E~< ~E        ~F~F~F~F~F~F~G ~F      N ~H~H~H~H~H~H~I ~H  D   N ~J~J~J~J~J~J~I ~H  D   N ~J~J~J~J~K~L~I ~H  D   N ~L~L~L~L~L~L~I ~H  D     ~H~H~H~H~H~H~I ~H  D     ~M~M~M~M~M~M~1 ~M  D   N ~M~M~M~M~M~M~1 ~M  D     ~6~6~6~6~6      D     ~N~N~N~N~N~N~< ~N        ~O~O~O~O~O~O~P ~O        ~Q~R~S~T~T~T  ~U  D     ~V~V~V~V~V~V~I ~V  D     ~Q~R~S~T~T~T  ~U      N ~W~W~W~W~W~W~I ~V  D   N ~W~W~W~W~W~V~I ~V  D   N ~V~V~V~V~V~V~I ~V  D           ~1    D           ~<          ~X~X~X~X~X~X~P ~X        ~Y~Z~[~]~]~]~^ ~_      N ~`~`~`~`~`~`~a ~`  D   N ~b~b~b~b~b~b~a ~`  D   N ~b~b~b~b~c~d~a ~`  D   N ~d~d~d~d~d~d~a ~`  D     ~`~`~`~`~`~`~a ~`  D     ~e~e~e~e~e~e~I ~e  D   N ~e~e~e~e~e~e~I ~e  D     ~f~f~f~f~f~f~P ~f      N ~g~g~g~g~g~g~h ~g      N ~i~i~i~i~i~i~h ~g      N ~i~i~i~i~j~k~h ~g      N ~k~k~k~k~k~k~h ~g        ~l~l~l~l~l~l  ~l  D     ~g~g~g~g~g~g~h ~g        ~m~m~m~m~m~m~a ~m  D     ~l~l~l~l~l~l  ~l      N ~n~n~n~n~n~n~a ~m  D   N ~n~n~n~n~n~m~a ~m  D   N ~m~m~m~m~m~m~a ~m  D           ~I    D           ~P          ~o~o~o~o~o~o~h ~o        ~l~l~l~l~l~l~6 ~l      N ~p~p~p~p~p~p~h ~o      N ~p~p~p~p~p~o~h ~o      N ~o~o~o~o~o~o~h ~o        ~q~q~q~q~q~q  ~q  D     ~r~r~r~r~r~r~a ~r  D   N ~r~r~r~r~r~r~a ~r  D     ~s~s~s~s~s~s~h ~s      N ~s~s~s~s~s~s~h ~s        ~t~t~t~t~t~t  ~t  D           ~a    D           ~h          ~6~6~6~6~6~6  ~6  D"
    },
    "URI-reference": {
      states: 183,
      classes: 21,
      classMap: 0,
      accepting: " !!! !!!   !!  ! !!    ! !                 !                                                                                                                                           ",
      table: "                      #$%##&###### '#(((   #$%##'###### '####   $ )$$$$$$$$$$$$$$$         ******   *     '$+'',''''''''''''   '$+'''''''''''''''   #$%(('((((((-'#(((         ......   .           ######   #           //////   /     0$100'0000002'30004  '$+''&''''''''''''         $$$$$$   $           ''''''   '     0$100'0000002'3000         555555   5     6$766'2222226'3666   8$988'888888:' 8884        ;;;;;;<  ; =         000000   0     6 766 6666666 3666         >>>>>>   >     8$988'888888:' 888         ??????   ?      $   ':::::: '             @@@@@@A  @                 B              CCCCCC   C           666666   6           888888   8           DDDDDDA  D           EEEEEEF  E           GHIJJJ   K   L     M CCCCCC   C           NNNNNNA  N           OOOOOOP  O           QRSTTT   U   L     V WWWWWWX  W   L     V YYYYYYX  W   L     V YYYYZ[X  W   L     V [[[[[[X  W   L       WWWWWWX  W   L  $   '      :'       ]  ]] ]]]]]]]  ]]]               A              ^^^^^^P  ^           ______`  _         V aaaaaab  a   L     V ccccccb  a   L     V ccccdeb  a   L     V eeeeeeb  a   L       aaaaaab  a   L       fghiii               jjjjjjX  j   L       QRSTTT   U         V kkkkkkX  j   L     V kkkkkjX  j   L     V jjjjjjX  j   L ]  ]] ]]]]]]]  ]]] L       llllllP  l           mmmmmmn  m           opqrrr   s   L       ttttttb  t   L       opqrrr   s         V uuuuuub  t   L     V uuuuutb  t   L     V ttttttb  t   L     v                    v iiiiii             v iiiiwf             v ffffff               xxxxxxX  x   L     V xxxxxxX  x   L             P              yyyyyyn  y           zzzzzz{  z         V ||||||}  |   L     V ~ ~ ~ ~ ~ ~ }  |   L     V ~ ~ ~ ~ ~!~#}  |   L     V ~#~#~#~#~#~#}  |   L       ||||||}  |   L       ~$~$~$~$~$~$b  ~$   L     V ~$~$~$~$~$~$b  ~$   L       ~%~&~'~(~(~(             v fffff                      X      L       ~)~)~)~)~)~)n  ~)           ~*~*~*~*~*~*~+  ~*           ~,~-~.~/~/~/   ~0   L       ~1~1~1~1~1~1}  ~1   L       ~,~-~.~/~/~/   ~0         V ~2~2~2~2~2~2}  ~1   L     V ~2~2~2~2~2~1}  ~1   L     V ~1~1~1~1~1~1}  ~1   L             b      L     ~3                    ~3 ~(~(~(~(~(~(             ~3 ~(~(~(~(~4~%             ~3 ~%~%~%~%~%~%                     n              ~5~5~5~5~5~5~+  ~5           ~6~6~6~6~6~6~7  ~6         V ~8~8~8~8~8~8~9  ~8   L     V ~:~:~:~:~:~:~9  ~8   L     V ~:~:~:~:~;~<~9  ~8   L     V ~<~<~<~<~<~<~9  ~8   L       ~8~8~8~8~8~8~9  ~8   L       ~=~=~=~=~=~=}  ~=   L     V ~=~=~=~=~=~=}  ~=   L       ~>~?~@~A~A~A             ~3 ~%~%~%~%~%                ~B~B~B~B~B~B~+  ~B           ~C~C~C~C~C~C~D  ~C           ~E~F~G~H~H~H   ~I   L       ~J~J~J~J~J~J~9  ~J   L       ~E~F~G~H~H~H   ~I         V ~K~K~K~K~K~K~9  ~J   L     V ~K~K~K~K~K~J~9  ~J   L     V ~J~J~J~J~J~J~9  ~J   L             }      L                    L       ~A~A~A~A~A~A       L       ~A~A~A~A~L~>       L       ~>~>~>~>~>~>       L             ~+              ~M~M~M~M~M~M~D  ~M           ~N~N~N~N~N~N~O  ~N         V ~P~P~P~P~P~P~Q  ~P   L     V ~R~R~R~R~R~R~Q  ~P   L     V ~R~R~R~R~S~T~Q  ~P   L     V ~T~T~T~T~T~T~Q  ~P   L       ~P~P~P~P~P~P~Q  ~P   L       ~U~U~U~U~U~U~9  ~U   L     V ~U~U~U~U~U~U~9  ~U   L       ~>~>~>~>~>        L       ~V~V~V~V~V~V~D  ~V           ~W~W~W~W~W~W~X  ~W           ~Y~Z~[~]~]~]   ~^   L       ~_~_~_~_~_~_~Q  ~_   L       ~Y~Z~[~]~]~]   ~^         V ~`~`~`~`~`~`~Q  ~_   L     V ~`~`~`~`~`~_~Q  ~_   L     V ~_~_~_~_~_~_~Q  ~_   L             ~9      L             ~D              ~a~a~a~a~a~a~X  ~a           ~b~c~d~e~e~e~f  ~g         V ~h~h~h~h~h~h~i  ~h   L     V ~j~j~j~j~j~j~i  ~h   L     V ~j~j~j~j~k~l~i  ~h   L     V ~l~l~l~l~l~l~i  ~h   L       ~h~h~h~h~h~h~i  ~h   L       ~m~m~m~m~m~m~Q  ~m   L     V ~m~m~m~m~m~m~Q  ~m   L       ~n~n~n~n~n~n~X  ~n         V ~o~o~o~o~o~o~p  ~o         V ~q~q~q~q~q~q~p  ~o         V ~q~q~q~q~r~s~p  ~o         V ~s~s~s~s~s~s~p  ~o           ~t~t~t~t~t~t   ~t   L       ~o~o~o~o~o~o~p  ~o           ~u~u~u~u~u~u~i  ~u   L       ~t~t~t~t~t~t   ~t         V ~v~v~v~v~v~v~i  ~u   L     V ~v~v~v~v~v~u~i  ~u   L     V ~u~u~u~u~u~u~i  ~u   L             ~Q      L             ~X              ~w~w~w~w~w~w~p  ~w           ~t~t~t~t~t~t~>  ~t         V ~x~x~x~x~x~x~p  ~w         V ~x~x~x~x~x~w~p  ~w         V ~w~w~w~w~w~w~p  ~w           ~y~y~y~y~y~y   ~y   L       ~z~z~z~z~z~z~i  ~z   L     V ~z~z~z~z~z~z~i  ~z   L       ~{~{~{~{~{~{~p  ~{         V ~{~{~{~{~{~{~p  ~{           ~|~|~|~|~|~|   ~|   L             ~i      L             ~p              ~>~>~>~>~>~>   ~>   L"
    },
    "absolute-URI": {
      states: 177,
      classes: 20,
      classMap: 2,
      accepting: "   !! ! !! !!    ! !                 !                                                                                                                                           ",
      table: "                                   ###     ## ######$  ###   %&%%'%%%%%%%%%%%%   %&%%%%%%%%%%%%%%%        ((((((   (     %&%%)%%%%%%%%%%%%        %%%%%%   %     *+**%******,%-***.  *+**%******,%-***        //////   /     0100%,,,,,,0%-000   2322%2222224% 222.       5555556  5 7        ******   *     0100 0000000 -000        888888   8     2322%2222224% 222        999999   9         %444444 %            ::::::;  :                <             ======   =          000000   0          222222   2          >>>>>>;  >          ??????@  ?          ABCDDD   E   F    G ======   =          HHHHHH;  H          IIIIIIJ  I          KLMNNN   O   F    P QQQQQQR  Q   F    P SSSSSSR  Q   F    P SSSSTUR  Q   F    P UUUUUUR  Q   F      QQQQQQR  Q   F     %      4%       V VV VVVVVVV  VVV              ;             WWWWWWJ  W          XXXXXXY  X        P ZZZZZZ[  Z   F    P ]]]]]][  Z   F    P ]]]]^_[  Z   F    P ______[  Z   F      ZZZZZZ[  Z   F      `abccc              ddddddR  d   F      KLMNNN   O        P eeeeeeR  d   F    P eeeeedR  d   F    P ddddddR  d   F V VV VVVVVVV  VVV F      ffffffJ  f          ggggggh  g          ijklll   m   F      nnnnnn[  n   F      ijklll   m        P oooooo[  n   F    P ooooon[  n   F    P nnnnnn[  n   F    p                   p cccccc            p ccccq`            p ``````              rrrrrrR  r   F    P rrrrrrR  r   F            J             ssssssh  s          ttttttu  t        P vvvvvvw  v   F    P xxxxxxw  v   F    P xxxxyzw  v   F    P zzzzzzw  v   F      vvvvvvw  v   F      {{{{{{[  {   F    P {{{{{{[  {   F      |}~ ~!~!~!            p `````                     R      F      ~#~#~#~#~#~#h  ~#          ~$~$~$~$~$~$~%  ~$          ~&~'~(~)~)~)   ~*   F      ~+~+~+~+~+~+w  ~+   F      ~&~'~(~)~)~)   ~*        P ~,~,~,~,~,~,w  ~+   F    P ~,~,~,~,~,~+w  ~+   F    P ~+~+~+~+~+~+w  ~+   F            [      F    ~-                   ~- ~!~!~!~!~!~!            ~- ~!~!~!~!~.|            ~- ||||||                    h             ~/~/~/~/~/~/~%  ~/          ~0~0~0~0~0~0~1  ~0        P ~2~2~2~2~2~2~3  ~2   F    P ~4~4~4~4~4~4~3  ~2   F    P ~4~4~4~4~5~6~3  ~2   F    P ~6~6~6~6~6~6~3  ~2   F      ~2~2~2~2~2~2~3  ~2   F      ~7~7~7~7~7~7w  ~7   F    P ~7~7~7~7~7~7w  ~7   F      ~8~9~:~;~;~;            ~- |||||               ~<~<~<~<~<~<~%  ~<          ~=~=~=~=~=~=~>  ~=          ~?~@~A~B~B~B   ~C   F      ~D~D~D~D~D~D~3  ~D   F      ~?~@~A~B~B~B   ~C        P ~E~E~E~E~E~E~3  ~D   F    P ~E~E~E~E~E~D~3  ~D   F    P ~D~D~D~D~D~D~3  ~D   F            w      F                   F      ~;~;~;~;~;~;       F      ~;~;~;~;~F~8       F      ~8~8~8~8~8~8       F            ~%             ~G~G~G~G~G~G~>  ~G          ~H~H~H~H~H~H~I  ~H        P ~J~J~J~J~J~J~K  ~J   F    P ~L~L~L~L~L~L~K  ~J   F    P ~L~L~L~L~M~N~K  ~J   F    P ~N~N~N~N~N~N~K  ~J   F      ~J~J~J~J~J~J~K  ~J   F      ~O~O~O~O~O~O~3  ~O   F    P ~O~O~O~O~O~O~3  ~O   F      ~8~8~8~8~8        F      ~P~P~P~P~P~P~>  ~P          ~Q~Q~Q~Q~Q~Q~R  ~Q          ~S~T~U~V~V~V   ~W   F      ~X~X~X~X~X~X~K  ~X   F      ~S~T~U~V~V~V   ~W        P ~Y~Y~Y~Y~Y~Y~K  ~X   F    P ~Y~Y~Y~Y~Y~X~K  ~X   F    P ~X~X~X~X~X~X~K  ~X   F            ~3      F            ~>             ~Z~Z~Z~Z~Z~Z~R  ~Z          ~[~]~^~_~_~_~`  ~a        P ~b~b~b~b~b~b~c  ~b   F    P ~d~d~d~d~d~d~c  ~b   F    P ~d~d~d~d~e~f~c  ~b   F    P ~f~f~f~f~f~f~c  ~b   F      ~b~b~b~b~b~b~c  ~b   F      ~g~g~g~g~g~g~K  ~g   F    P ~g~g~g~g~g~g~K  ~g   F      ~h~h~h~h~h~h~R  ~h        P ~i~i~i~i~i~i~j  ~i        P ~k~k~k~k~k~k~j  ~i        P ~k~k~k~k~l~m~j  ~i        P ~m~m~m~m~m~m~j  ~i          ~n~n~n~n~n~n   ~n   F      ~i~i~i~i~i~i~j  ~i          ~o~o~o~o~o~o~c  ~o   F      ~n~n~n~n~n~n   ~n        P ~p~p~p~p~p~p~c  ~o   F    P ~p~p~p~p~p~o~c  ~o   F    P ~o~o~o~o~o~o~c  ~o   F            ~K      F            ~R             ~q~q~q~q~q~q~j  ~q          ~n~n~n~n~n~n~8  ~n        P ~r~r~r~r~r~r~j  ~q        P ~r~r~r~r~r~q~j  ~q        P ~q~q~q~q~q~q~j  ~q          ~s~s~s~s~s~s   ~s   F      ~t~t~t~t~t~t~c  ~t   F    P ~t~t~t~t~t~t~c  ~t   F      ~u~u~u~u~u~u~j  ~u        P ~u~u~u~u~u~u~j  ~u          ~v~v~v~v~v~v   ~v   F            ~c      F            ~j             ~8~8~8~8~8~8   ~8   F"
    },
    "relative-ref": {
      states: 181,
      classes: 19,
      classMap: 3,
      accepting: " !!! !!   !  ! !!    ! !                 !                                                                                                                                           ",
      table: "                    #$%#&###### '###   #$%#'###### '###   $ ($$$$$$$$$$$$$        ))))))   )    '$*'+'''''''''''   '$*'''''''''''''        ,,,,,,   ,         ######   #         ------   -    .$/.'......0'1..2       $$$$$$   $         ''''''   '    .$/.'......0'1..        333333   3    4$54'0000004'144   6$76'6666668' 662       999999:  9;        ......   .    4 54 4444444 144        <<<<<<   <    6$76'6666668' 66        ======   =     $  '888888 '           >>>>>>?  >               @            AAAAAA   A         444444   4         666666   6         BBBBBB?  B         CCCCCCD  C         EFGHHH   I  J    K AAAAAA   A         LLLLLL?  L         MMMMMMN  M         OPQRRR   S  J    T UUUUUUV  U  J    T WWWWWWV  U  J    T WWWWXYV  U  J    T YYYYYYV  U  J      UUUUUUV  U  J  $  '      8'      Z  Z ZZZZZZZ  ZZ              ?            [[[[[[N  [         ]]]]]]^  ]       T ______`  _  J    T aaaaaa`  _  J    T aaaabc`  _  J    T cccccc`  _  J      ______`  _  J      defggg             hhhhhhV  h  J      OPQRRR   S       T iiiiiiV  h  J    T iiiiihV  h  J    T hhhhhhV  h  J Z  Z ZZZZZZZ  ZZ J      jjjjjjN  j         kkkkkkl  k         mnoppp   q  J      rrrrrr`  r  J      mnoppp   q       T ssssss`  r  J    T sssssr`  r  J    T rrrrrr`  r  J    t                  t gggggg           t ggggud           t dddddd             vvvvvvV  v  J    T vvvvvvV  v  J            N            wwwwwwl  w         xxxxxxy  x       T zzzzzz{  z  J    T ||||||{  z  J    T ||||}~ {  z  J    T ~ ~ ~ ~ ~ ~ {  z  J      zzzzzz{  z  J      ~!~!~!~!~!~!`  ~!  J    T ~!~!~!~!~!~!`  ~!  J      ~#~$~%~&~&~&           t ddddd                    V     J      ~'~'~'~'~'~'l  ~'         ~(~(~(~(~(~(~)  ~(         ~*~+~,~-~-~-   ~.  J      ~/~/~/~/~/~/{  ~/  J      ~*~+~,~-~-~-   ~.       T ~0~0~0~0~0~0{  ~/  J    T ~0~0~0~0~0~/{  ~/  J    T ~/~/~/~/~/~/{  ~/  J            `     J    ~1                  ~1 ~&~&~&~&~&~&           ~1 ~&~&~&~&~2~#           ~1 ~#~#~#~#~#~#                   l            ~3~3~3~3~3~3~)  ~3         ~4~4~4~4~4~4~5  ~4       T ~6~6~6~6~6~6~7  ~6  J    T ~8~8~8~8~8~8~7  ~6  J    T ~8~8~8~8~9~:~7  ~6  J    T ~:~:~:~:~:~:~7  ~6  J      ~6~6~6~6~6~6~7  ~6  J      ~;~;~;~;~;~;{  ~;  J    T ~;~;~;~;~;~;{  ~;  J      ~<~=~>~?~?~?           ~1 ~#~#~#~#~#              ~@~@~@~@~@~@~)  ~@         ~A~A~A~A~A~A~B  ~A         ~C~D~E~F~F~F   ~G  J      ~H~H~H~H~H~H~7  ~H  J      ~C~D~E~F~F~F   ~G       T ~I~I~I~I~I~I~7  ~H  J    T ~I~I~I~I~I~H~7  ~H  J    T ~H~H~H~H~H~H~7  ~H  J            {     J                  J      ~?~?~?~?~?~?      J      ~?~?~?~?~J~<      J      ~<~<~<~<~<~<      J            ~)            ~K~K~K~K~K~K~B  ~K         ~L~L~L~L~L~L~M  ~L       T ~N~N~N~N~N~N~O  ~N  J    T ~P~P~P~P~P~P~O  ~N  J    T ~P~P~P~P~Q~R~O  ~N  J    T ~R~R~R~R~R~R~O  ~N  J      ~N~N~N~N~N~N~O  ~N  J      ~S~S~S~S~S~S~7  ~S  J    T ~S~S~S~S~S~S~7  ~S  J      ~<~<~<~<~<       J      ~T~T~T~T~T~T~B  ~T         ~U~U~U~U~U~U~V  ~U         ~W~X~Y~Z~Z~Z   ~[  J      ~]~]~]~]~]~]~O  ~]  J      ~W~X~Y~Z~Z~Z   ~[       T ~^~^~^~^~^~^~O  ~]  J    T ~^~^~^~^~^~]~O  ~]  J    T ~]~]~]~]~]~]~O  ~]  J            ~7     J            ~B            ~_~_~_~_~_~_~V  ~_         ~`~a~b~c~c~c~d  ~e       T ~f~f~f~f~f~f~g  ~f  J    T ~h~h~h~h~h~h~g  ~f  J    T ~h~h~h~h~i~j~g  ~f  J    T ~j~j~j~j~j~j~g  ~f  J      ~f~f~f~f~f~f~g  ~f  J      ~k~k~k~k~k~k~O  ~k  J    T ~k~k~k~k~k~k~O  ~k  J      ~l~l~l~l~l~l~V  ~l       T ~m~m~m~m~m~m~n  ~m       T ~o~o~o~o~o~o~n  ~m       T ~o~o~o~o~p~q~n  ~m       T ~q~q~q~q~q~q~n  ~m         ~r~r~r~r~r~r   ~r  J      ~m~m~m~m~m~m~n  ~m         ~s~s~s~s~s~s~g  ~s  J      ~r~r~r~r~r~r   ~r       T ~t~t~t~t~t~t~g  ~s  J    T ~t~t~t~t~t~s~g  ~s  J    T ~s~s~s~s~s~s~g  ~s  J            ~O     J            ~V            ~u~u~u~u~u~u~n  ~u         ~r~r~r~r~r~r~<  ~r       T ~v~v~v~v~v~v~n  ~u       T ~v~v~v~v~v~u~n  ~u       T ~u~u~u~u~u~u~n  ~u         ~w~w~w~w~w~w   ~w  J      ~x~x~x~x~x~x~g  ~x  J    T ~x~x~x~x~x~x~g  ~x  J      ~y~y~y~y~y~y~n  ~y       T ~y~y~y~y~y~y~n  ~y         ~z~z~z~z~z~z   ~z  J            ~g     J            ~n            ~<~<~<~<~<~<   ~<  J"
    },
    "relative-part": {
      states: 178,
      classes: 17,
      classMap: 1,
      accepting: " !! !!  ! ! !!    ! !                 !                                                                                                                                           ",
      table: "                  #$#%###### ###   #$#&###### ###       ''''''  '    &(&)&&&&&&&&&&   &(&&&&&&&&&&&&       ######  #        ******  *    +,+&++++++-.++/      &&&&&&  &    +,+&++++++-.++       000000  0    121&------1.11   343&3333335 33/      6666667 68       ++++++  +    121 1111111.11       999999  9    343&3333335 33       ::::::  :       &555555           ;;;;;;< ;              =          >>>>>>  >        111111  1        333333  3        ??????< ?        @@@@@@A @        BCDEEE  F  G   H >>>>>>  >        IIIIII< I        JJJJJJK J        LMNOOO  P  G   Q RRRRRRS R  G   Q TTTTTTS R  G   Q TTTTUVS R  G   Q VVVVVVS R  G     RRRRRRS R  G    &      5      W W WWWWWWW WW             <          XXXXXXK X        YYYYYYZ Y      Q [[[[[[] [  G   Q ^^^^^^] [  G   Q ^^^^_`] [  G   Q ``````] [  G     [[[[[[] [  G     abcddd           eeeeeeS e  G     LMNOOO  P      Q ffffffS e  G   Q fffffeS e  G   Q eeeeeeS e  G W W WWWWWWW WW G     ggggggK g        hhhhhhi h        jklmmm  n  G     oooooo] o  G     jklmmm  n      Q pppppp] o  G   Q pppppo] o  G   Q oooooo] o  G   q                q dddddd         q ddddra         q aaaaaa           ssssssS s  G   Q ssssssS s  G           K          tttttti t        uuuuuuv u      Q wwwwwwx w  G   Q yyyyyyx w  G   Q yyyyz{x w  G   Q {{{{{{x w  G     wwwwwwx w  G     ||||||] |  G   Q ||||||] |  G     }~ ~!~#~#~#         q aaaaa                  S    G     ~$~$~$~$~$~$i ~$        ~%~%~%~%~%~%~& ~%        ~'~(~)~*~*~*  ~+  G     ~,~,~,~,~,~,x ~,  G     ~'~(~)~*~*~*  ~+      Q ~-~-~-~-~-~-x ~,  G   Q ~-~-~-~-~-~,x ~,  G   Q ~,~,~,~,~,~,x ~,  G           ]    G   ~.                ~. ~#~#~#~#~#~#         ~. ~#~#~#~#~/}         ~. }}}}}}                 i          ~0~0~0~0~0~0~& ~0        ~1~1~1~1~1~1~2 ~1      Q ~3~3~3~3~3~3~4 ~3  G   Q ~5~5~5~5~5~5~4 ~3  G   Q ~5~5~5~5~6~7~4 ~3  G   Q ~7~7~7~7~7~7~4 ~3  G     ~3~3~3~3~3~3~4 ~3  G     ~8~8~8~8~8~8x ~8  G   Q ~8~8~8~8~8~8x ~8  G     ~9~:~;~<~<~<         ~. }}}}}            ~=~=~=~=~=~=~& ~=        ~>~>~>~>~>~>~? ~>        ~@~A~B~C~C~C  ~D  G     ~E~E~E~E~E~E~4 ~E  G     ~@~A~B~C~C~C  ~D      Q ~F~F~F~F~F~F~4 ~E  G   Q ~F~F~F~F~F~E~4 ~E  G   Q ~E~E~E~E~E~E~4 ~E  G           x    G                G     ~<~<~<~<~<~<     G     ~<~<~<~<~G~9     G     ~9~9~9~9~9~9     G           ~&          ~H~H~H~H~H~H~? ~H        ~I~I~I~I~I~I~J ~I      Q ~K~K~K~K~K~K~L ~K  G   Q ~M~M~M~M~M~M~L ~K  G   Q ~M~M~M~M~N~O~L ~K  G   Q ~O~O~O~O~O~O~L ~K  G     ~K~K~K~K~K~K~L ~K  G     ~P~P~P~P~P~P~4 ~P  G   Q ~P~P~P~P~P~P~4 ~P  G     ~9~9~9~9~9      G     ~Q~Q~Q~Q~Q~Q~? ~Q        ~R~R~R~R~R~R~S ~R        ~T~U~V~W~W~W  ~X  G     ~Y~Y~Y~Y~Y~Y~L ~Y  G     ~T~U~V~W~W~W  ~X      Q ~Z~Z~Z~Z~Z~Z~L ~Y  G   Q ~Z~Z~Z~Z~Z~Y~L ~Y  G   Q ~Y~Y~Y~Y~Y~Y~L ~Y  G           ~4    G           ~?          ~[~[~[~[~[~[~S ~[        ~]~^~_~`~`~`~a ~b      Q ~c~c~c~c~c~c~d ~c  G   Q ~e~e~e~e~e~e~d ~c  G   Q ~e~e~e~e~f~g~d ~c  G   Q ~g~g~g~g~g~g~d ~c  G     ~c~c~c~c~c~c~d ~c  G     ~h~h~h~h~h~h~L ~h  G   Q ~h~h~h~h~h~h~L ~h  G     ~i~i~i~i~i~i~S ~i      Q ~j~j~j~j~j~j~k ~j      Q ~l~l~l~l~l~l~k ~j      Q ~l~l~l~l~m~n~k ~j      Q ~n~n~n~n~n~n~k ~j        ~o~o~o~o~o~o  ~o  G     ~j~j~j~j~j~j~k ~j        ~p~p~p~p~p~p~d ~p  G     ~o~o~o~o~o~o  ~o      Q ~q~q~q~q~q~q~d ~p  G   Q ~q~q~q~q~q~p~d ~p  G   Q ~p~p~p~p~p~p~d ~p  G           ~L    G           ~S          ~r~r~r~r~r~r~k ~r        ~o~o~o~o~o~o~9 ~o      Q ~s~s~s~s~s~s~k ~r      Q ~s~s~s~s~s~r~k ~r      Q ~r~r~r~r~r~r~k ~r        ~t~t~t~t~t~t  ~t  G     ~u~u~u~u~u~u~d ~u  G   Q ~u~u~u~u~u~u~d ~u  G     ~v~v~v~v~v~v~k ~v      Q ~v~v~v~v~v~v~k ~v        ~w~w~w~w~w~w  ~w  G           ~d    G           ~k          ~9~9~9~9~9~9  ~9  G"
    },
    "scheme": {
      states: 3,
      classes: 3,
      classMap: 4,
      accepting: "  !",
      table: "     # ##"
    },
    "authority": {
      states: 170,
      classes: 16,
      classMap: 5,
      accepting: " !! !!    ! !                 !                                                                                                                                           ",
      table: "                 #$#######%&##'  #$#######%&##      ((((((  (    )*)%%%%%%)&))   +,+++++++- ++'     ....../ .0      ######  #    )*))))))))&))      111111  1    +,+++++++- ++      222222  2       ------          3333334 3             5         666666  6       ))))))  )       ++++++  +       7777774 7       8888889 8       :;<===  >  ?   @666666  6       AAAAAA4 A       BBBBBBC B       DEFGGG  H  ?   IJJJJJJK J  ?   ILLLLLLK J  ?   ILLLLMNK J  ?   INNNNNNK J  ?    JJJJJJK J  ?          -      O OOOOOOOO OO            4         PPPPPPC P       QQQQQQR Q      ISSSSSST S  ?   IUUUUUUT S  ?   IUUUUVWT S  ?   IWWWWWWT S  ?    SSSSSST S  ?    XYZ[[[          ]]]]]]K ]  ?    DEFGGG  H      I^^^^^^K ]  ?   I^^^^^]K ]  ?   I]]]]]]K ]  ? O OOOOOOOO OO ?    ______C _       ``````a `       bcdeee  f  ?    ggggggT g  ?    bcdeee  f      IhhhhhhT g  ?   IhhhhhgT g  ?   IggggggT g  ?   i               i[[[[[[         i[[[[jX         iXXXXXX          kkkkkkK k  ?   IkkkkkkK k  ?          C         lllllla l       mmmmmmn m      Ioooooop o  ?   Iqqqqqqp o  ?   Iqqqqrsp o  ?   Issssssp o  ?    oooooop o  ?    ttttttT t  ?   IttttttT t  ?    uvwxxx         iXXXXX                 K    ?    yyyyyya y       zzzzzz{ z       |}~ ~!~!~!  ~#  ?    ~$~$~$~$~$~$p ~$  ?    |}~ ~!~!~!  ~#      I~%~%~%~%~%~%p ~$  ?   I~%~%~%~%~%~$p ~$  ?   I~$~$~$~$~$~$p ~$  ?          T    ?   ~&               ~&xxxxxx         ~&xxxx~'u         ~&uuuuuu                a         ~(~(~(~(~(~({ ~(       ~)~)~)~)~)~)~* ~)      I~+~+~+~+~+~+~, ~+  ?   I~-~-~-~-~-~-~, ~+  ?   I~-~-~-~-~.~/~, ~+  ?   I~/~/~/~/~/~/~, ~+  ?    ~+~+~+~+~+~+~, ~+  ?    ~0~0~0~0~0~0p ~0  ?   I~0~0~0~0~0~0p ~0  ?    ~1~2~3~4~4~4         ~&uuuuu           ~5~5~5~5~5~5{ ~5       ~6~6~6~6~6~6~7 ~6       ~8~9~:~;~;~;  ~<  ?    ~=~=~=~=~=~=~, ~=  ?    ~8~9~:~;~;~;  ~<      I~>~>~>~>~>~>~, ~=  ?   I~>~>~>~>~>~=~, ~=  ?   I~=~=~=~=~=~=~, ~=  ?          p    ?               ?    ~4~4~4~4~4~4     ?    ~4~4~4~4~?~1     ?    ~1~1~1~1~1~1     ?          {         ~@~@~@~@~@~@~7 ~@       ~A~A~A~A~A~A~B ~A      I~C~C~C~C~C~C~D ~C  ?   I~E~E~E~E~E~E~D ~C  ?   I~E~E~E~E~F~G~D ~C  ?   I~G~G~G~G~G~G~D ~C  ?    ~C~C~C~C~C~C~D ~C  ?    ~H~H~H~H~H~H~, ~H  ?   I~H~H~H~H~H~H~, ~H  ?    ~1~1~1~1~1      ?    ~I~I~I~I~I~I~7 ~I       ~J~J~J~J~J~J~K ~J       ~L~M~N~O~O~O  ~P  ?    ~Q~Q~Q~Q~Q~Q~D ~Q  ?    ~L~M~N~O~O~O  ~P      I~R~R~R~R~R~R~D ~Q  ?   I~R~R~R~R~R~Q~D ~Q  ?   I~Q~Q~Q~Q~Q~Q~D ~Q  ?          ~,    ?          ~7         ~S~S~S~S~S~S~K ~S       ~T~U~V~W~W~W~X ~Y      I~Z~Z~Z~Z~Z~Z~[ ~Z  ?   I~]~]~]~]~]~]~[ ~Z  ?   I~]~]~]~]~^~_~[ ~Z  ?   I~_~_~_~_~_~_~[ ~Z  ?    ~Z~Z~Z~Z~Z~Z~[ ~Z  ?    ~`~`~`~`~`~`~D ~`  ?   I~`~`~`~`~`~`~D ~`  ?    ~a~a~a~a~a~a~K ~a      I~b~b~b~b~b~b~c ~b      I~d~d~d~d~d~d~c ~b      I~d~d~d~d~e~f~c ~b      I~f~f~f~f~f~f~c ~b       ~g~g~g~g~g~g  ~g  ?    ~b~b~b~b~b~b~c ~b       ~h~h~h~h~h~h~[ ~h  ?    ~g~g~g~g~g~g  ~g      I~i~i~i~i~i~i~[ ~h  ?   I~i~i~i~i~i~h~[ ~h  ?   I~h~h~h~h~h~h~[ ~h  ?          ~D    ?          ~K         ~j~j~j~j~j~j~c ~j       ~g~g~g~g~g~g~1 ~g      I~k~k~k~k~k~k~c ~j      I~k~k~k~k~k~j~c ~j      I~j~j~j~j~j~j~c ~j       ~l~l~l~l~l~l  ~l  ?    ~m~m~m~m~m~m~[ ~m  ?   I~m~m~m~m~m~m~[ ~m  ?    ~n~n~n~n~n~n~c ~n      I~n~n~n~n~n~n~c ~n       ~o~o~o~o~o~o  ~o  ?          ~[    ?          ~c         ~1~1~1~1~1~1  ~1  ?"
    },
    "userinfo": {
      states: 4,
      classes: 4,
      classMap: 6,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "host": {
      states: 161,
      classes: 15,
      classMap: 7,
      accepting: " !!                  !                                                                                                                                           ",
      table: "                #$####### ##%  #$####### ##      &&&&&& &       ''''''(')      ###### #       ******+*             ,        ------ -       ......+.       //////0/       123444 5  6   7------ -       888888+8       999999:9       ;<=>>> ?  6   @AAAAAABA  6   @CCCCCCBA  6   @CCCCDEBA  6   @EEEEEEBA  6    AAAAAABA  6                F FFFFFFFFFF            +        GGGGGG:G       HHHHHHIH      @JJJJJJKJ  6   @LLLLLLKJ  6   @LLLLMNKJ  6   @NNNNNNKJ  6    JJJJJJKJ  6    OPQRRR         SSSSSSBS  6    ;<=>>> ?      @TTTTTTBS  6   @TTTTTSBS  6   @SSSSSSBS  6 F FFFFFFFFFF 6    UUUUUU:U       VVVVVVWV       XYZ[[[ ]  6    ^^^^^^K^  6    XYZ[[[ ]      @______K^  6   @_____^K^  6   @^^^^^^K^  6   `              `RRRRRR        `RRRRaO        `OOOOOO         bbbbbbBb  6   @bbbbbbBb  6          :        ccccccWc       dddddded      @ffffffgf  6   @hhhhhhgf  6   @hhhhijgf  6   @jjjjjjgf  6    ffffffgf  6    kkkkkkKk  6   @kkkkkkKk  6    lmnooo        `OOOOO                B   6    ppppppWp       qqqqqqrq       stuvvv w  6    xxxxxxgx  6    stuvvv w      @yyyyyygx  6   @yyyyyxgx  6   @xxxxxxgx  6          K   6   z              zoooooo        zoooo{l        zllllll               W        ||||||r|       }}}}}}~ }      @~!~!~!~!~!~!~#~!  6   @~$~$~$~$~$~$~#~!  6   @~$~$~$~$~%~&~#~!  6   @~&~&~&~&~&~&~#~!  6    ~!~!~!~!~!~!~#~!  6    ~'~'~'~'~'~'g~'  6   @~'~'~'~'~'~'g~'  6    ~(~)~*~+~+~+        zlllll          ~,~,~,~,~,~,r~,       ~-~-~-~-~-~-~.~-       ~/~0~1~2~2~2 ~3  6    ~4~4~4~4~4~4~#~4  6    ~/~0~1~2~2~2 ~3      @~5~5~5~5~5~5~#~4  6   @~5~5~5~5~5~4~#~4  6   @~4~4~4~4~4~4~#~4  6          g   6              6    ~+~+~+~+~+~+    6    ~+~+~+~+~6~(    6    ~(~(~(~(~(~(    6          r        ~7~7~7~7~7~7~.~7       ~8~8~8~8~8~8~9~8      @~:~:~:~:~:~:~;~:  6   @~<~<~<~<~<~<~;~:  6   @~<~<~<~<~=~>~;~:  6   @~>~>~>~>~>~>~;~:  6    ~:~:~:~:~:~:~;~:  6    ~?~?~?~?~?~?~#~?  6   @~?~?~?~?~?~?~#~?  6    ~(~(~(~(~(     6    ~@~@~@~@~@~@~.~@       ~A~A~A~A~A~A~B~A       ~C~D~E~F~F~F ~G  6    ~H~H~H~H~H~H~;~H  6    ~C~D~E~F~F~F ~G      @~I~I~I~I~I~I~;~H  6   @~I~I~I~I~I~H~;~H  6   @~H~H~H~H~H~H~;~H  6          ~#   6          ~.        ~J~J~J~J~J~J~B~J       ~K~L~M~N~N~N~O~P      @~Q~Q~Q~Q~Q~Q~R~Q  6   @~S~S~S~S~S~S~R~Q  6   @~S~S~S~S~T~U~R~Q  6   @~U~U~U~U~U~U~R~Q  6    ~Q~Q~Q~Q~Q~Q~R~Q  6    ~V~V~V~V~V~V~;~V  6   @~V~V~V~V~V~V~;~V  6    ~W~W~W~W~W~W~B~W      @~X~X~X~X~X~X~Y~X      @~Z~Z~Z~Z~Z~Z~Y~X      @~Z~Z~Z~Z~[~]~Y~X      @~]~]~]~]~]~]~Y~X       ~^~^~^~^~^~^ ~^  6    ~X~X~X~X~X~X~Y~X       ~_~_~_~_~_~_~R~_  6    ~^~^~^~^~^~^ ~^      @~`~`~`~`~`~`~R~_  6   @~`~`~`~`~`~_~R~_  6   @~_~_~_~_~_~_~R~_  6          ~;   6          ~B        ~a~a~a~a~a~a~Y~a       ~^~^~^~^~^~^~(~^      @~b~b~b~b~b~b~Y~a      @~b~b~b~b~b~a~Y~a      @~a~a~a~a~a~a~Y~a       ~c~c~c~c~c~c ~c  6    ~d~d~d~d~d~d~R~d  6   @~d~d~d~d~d~d~R~d  6    ~e~e~e~e~e~e~Y~e      @~e~e~e~e~e~e~Y~e       ~f~f~f~f~f~f ~f  6          ~R   6          ~Y        ~(~(~(~(~(~( ~(  6"
    },
    "port": {
      states: 2,
      classes: 2,
      classMap: 8,
      accepting: " !",
      table: "   !"
    },
    "IP-literal": {
      states: 158,
      classes: 14,
      classMap: 9,
      accepting: "                  !                                                                                                                                           ",
      table: "                          #    $$$$$$%$&     ''''''('            )       ****** *      ++++++(+      ,,,,,,-,      ./0111 2  3  4****** *      555555(5      66666676      89:;;; <  3  =>>>>>>?>  3  =@@@@@@?>  3  =@@@@AB?>  3  =BBBBBB?>  3   >>>>>>?>  3               CCCCCCCCCCC           (       DDDDDD7D      EEEEEEFE     =GGGGGGHG  3  =IIIIIIHG  3  =IIIIJKHG  3  =KKKKKKHG  3   GGGGGGHG  3   LMNOOO        PPPPPP?P  3   89:;;; <     =QQQQQQ?P  3  =QQQQQP?P  3  =PPPPPP?P  3 CCCCCCCCCCC 3   RRRRRR7R      SSSSSSTS      UVWXXX Y  3   ZZZZZZHZ  3   UVWXXX Y     =[[[[[[HZ  3  =[[[[[ZHZ  3  =ZZZZZZHZ  3  ]             ]OOOOOO       ]OOOO^L       ]LLLLLL        ______?_  3  =______?_  3         7       ``````T`      aaaaaaba     =ccccccdc  3  =eeeeeedc  3  =eeeefgdc  3  =ggggggdc  3   ccccccdc  3   hhhhhhHh  3  =hhhhhhHh  3   ijklll       ]LLLLL               ?   3   mmmmmmTm      nnnnnnon      pqrsss t  3   uuuuuudu  3   pqrsss t     =vvvvvvdu  3  =vvvvvudu  3  =uuuuuudu  3         H   3  w             wllllll       wllllxi       wiiiiii              T       yyyyyyoy      zzzzzz{z     =||||||}|  3  =~ ~ ~ ~ ~ ~ }|  3  =~ ~ ~ ~ ~!~#}|  3  =~#~#~#~#~#~#}|  3   ||||||}|  3   ~$~$~$~$~$~$d~$  3  =~$~$~$~$~$~$d~$  3   ~%~&~'~(~(~(       wiiiii         ~)~)~)~)~)~)o~)      ~*~*~*~*~*~*~+~*      ~,~-~.~/~/~/ ~0  3   ~1~1~1~1~1~1}~1  3   ~,~-~.~/~/~/ ~0     =~2~2~2~2~2~2}~1  3  =~2~2~2~2~2~1}~1  3  =~1~1~1~1~1~1}~1  3         d   3             3   ~(~(~(~(~(~(    3   ~(~(~(~(~3~%    3   ~%~%~%~%~%~%    3         o       ~4~4~4~4~4~4~+~4      ~5~5~5~5~5~5~6~5     =~7~7~7~7~7~7~8~7  3  =~9~9~9~9~9~9~8~7  3  =~9~9~9~9~:~;~8~7  3  =~;~;~;~;~;~;~8~7  3   ~7~7~7~7~7~7~8~7  3   ~<~<~<~<~<~<}~<  3  =~<~<~<~<~<~<}~<  3   ~%~%~%~%~%     3   ~=~=~=~=~=~=~+~=      ~>~>~>~>~>~>~?~>      ~@~A~B~C~C~C ~D  3   ~E~E~E~E~E~E~8~E  3   ~@~A~B~C~C~C ~D     =~F~F~F~F~F~F~8~E  3  =~F~F~F~F~F~E~8~E  3  =~E~E~E~E~E~E~8~E  3         }   3         ~+       ~G~G~G~G~G~G~?~G      ~H~I~J~K~K~K~L~M     =~N~N~N~N~N~N~O~N  3  =~P~P~P~P~P~P~O~N  3  =~P~P~P~P~Q~R~O~N  3  =~R~R~R~R~R~R~O~N  3   ~N~N~N~N~N~N~O~N  3   ~S~S~S~S~S~S~8~S  3  =~S~S~S~S~S~S~8~S  3   ~T~T~T~T~T~T~?~T     =~U~U~U~U~U~U~V~U     =~W~W~W~W~W~W~V~U     =~W~W~W~W~X~Y~V~U     =~Y~Y~Y~Y~Y~Y~V~U      ~Z~Z~Z~Z~Z~Z ~Z  3   ~U~U~U~U~U~U~V~U      ~[~[~[~[~[~[~O~[  3   ~Z~Z~Z~Z~Z~Z ~Z     =~]~]~]~]~]~]~O~[  3  =~]~]~]~]~]~[~O~[  3  =~[~[~[~[~[~[~O~[  3         ~8   3         ~?       ~^~^~^~^~^~^~V~^      ~Z~Z~Z~Z~Z~Z~%~Z     =~_~_~_~_~_~_~V~^     =~_~_~_~_~_~^~V~^     =~^~^~^~^~^~^~V~^      ~`~`~`~`~`~` ~`  3   ~a~a~a~a~a~a~O~a  3  =~a~a~a~a~a~a~O~a  3   ~b~b~b~b~b~b~V~b     =~b~b~b~b~b~b~V~b      ~c~c~c~c~c~c ~c  3         ~O   3         ~V       ~%~%~%~%~%~% ~%  3"
    },
    "IPvFuture": {
      states: 6,
      classes: 5,
      classMap: 10,
      accepting: "     !",
      table: "         #   $   %$  &&&& &&&&"
    },
    "IPv6address": {
      states: 152,
      classes: 10,
      classMap: 11,
      accepting: "      !  !!!!!!   !!!!! ! !!!  !! !!!    !!   !!!!!!!  !  !! !!!!       !!!!!!!    !! !!!!!!!!   !!!!!!!!  !! !!!!   !!!!!!!     ! ! !!!!      !!!  !! !",
      table: "            ######$#  %%%%%%&%        '   ((((((&(  ))))))*)  +,-... /  000000&0  11111121  345666 7 8999999:9 8;;;;;;:9 8;;;;<=:9 8======:9  999999:9        &   >>>>>>2>  ??????@? 8AAAAAABA 8CCCCCCBA 8CCCCDEBA 8EEEEEEBA  AAAAAABA  FGHIII    JJJJJJ:J  345666 7 8KKKKKK:J 8KKKKKJ:J 8JJJJJJ:J  LLLLLL2L  MMMMMMNM  OPQRRR S  TTTTTTBT  OPQRRR S 8UUUUUUBT 8UUUUUTBT 8TTTTTTBT V         VIIIIII   VIIIIWF   VFFFFFF    XXXXXX:X 8XXXXXX:X        2   YYYYYYNY  ZZZZZZ[Z 8]]]]]]^] 8______^] 8____`a^] 8aaaaaa^]  ]]]]]]^]  bbbbbbBb 8bbbbbbBb  cdefff   VFFFFF           :   ggggggNg  hhhhhhih  jklmmm n  oooooo^o  jklmmm n 8pppppp^o 8pppppo^o 8oooooo^o        B  q         qffffff   qffffrc   qcccccc          N   ssssssis  ttttttut 8vvvvvvwv 8xxxxxxwv 8xxxxyzwv 8zzzzzzwv  vvvvvvwv  {{{{{{^{ 8{{{{{{^{  |}~ ~!~!~!   qccccc     ~#~#~#~#~#~#i~#  ~$~$~$~$~$~$~%~$  ~&~'~(~)~)~) ~*  ~+~+~+~+~+~+w~+  ~&~'~(~)~)~) ~* 8~,~,~,~,~,~,w~+ 8~,~,~,~,~,~+w~+ 8~+~+~+~+~+~+w~+        ^             ~!~!~!~!~!~!    ~!~!~!~!~-|    ||||||          i   ~.~.~.~.~.~.~%~.  ~/~/~/~/~/~/~0~/ 8~1~1~1~1~1~1~2~1 8~3~3~3~3~3~3~2~1 8~3~3~3~3~4~5~2~1 8~5~5~5~5~5~5~2~1  ~1~1~1~1~1~1~2~1  ~6~6~6~6~6~6w~6 8~6~6~6~6~6~6w~6  |||||     ~7~7~7~7~7~7~%~7  ~8~8~8~8~8~8~9~8  ~:~;~<~=~=~= ~>  ~?~?~?~?~?~?~2~?  ~:~;~<~=~=~= ~> 8~@~@~@~@~@~@~2~? 8~@~@~@~@~@~?~2~? 8~?~?~?~?~?~?~2~?        w         ~%   ~A~A~A~A~A~A~9~A  ~B~C~D~E~E~E~F~G 8~H~H~H~H~H~H~I~H 8~J~J~J~J~J~J~I~H 8~J~J~J~J~K~L~I~H 8~L~L~L~L~L~L~I~H  ~H~H~H~H~H~H~I~H  ~M~M~M~M~M~M~2~M 8~M~M~M~M~M~M~2~M  ~N~N~N~N~N~N~9~N 8~O~O~O~O~O~O~P~O 8~Q~Q~Q~Q~Q~Q~P~O 8~Q~Q~Q~Q~R~S~P~O 8~S~S~S~S~S~S~P~O  ~T~T~T~T~T~T ~T  ~O~O~O~O~O~O~P~O  ~U~U~U~U~U~U~I~U  ~T~T~T~T~T~T ~T 8~V~V~V~V~V~V~I~U 8~V~V~V~V~V~U~I~U 8~U~U~U~U~U~U~I~U        ~2         ~9   ~W~W~W~W~W~W~P~W  ~T~T~T~T~T~T|~T 8~X~X~X~X~X~X~P~W 8~X~X~X~X~X~W~P~W 8~W~W~W~W~W~W~P~W  ~Y~Y~Y~Y~Y~Y ~Y  ~Z~Z~Z~Z~Z~Z~I~Z 8~Z~Z~Z~Z~Z~Z~I~Z  ~[~[~[~[~[~[~P~[ 8~[~[~[~[~[~[~P~[  ~]~]~]~]~]~] ~]        ~I         ~P   |||||| |"
    },
    "h16": {
      states: 6,
      classes: 2,
      classMap: 12,
      accepting: "  !!!!",
      table: "   # $ % &  "
    },
    "ls32": {
      states: 36,
      classes: 10,
      classMap: 11,
      accepting: "                  !    !    !  !!!!!",
      table: "            #$%&&& ' ())))))*) (++++++*) (++++,-*) (------*)  ))))))*)  ./0111    222222*2  333333 3 (444444*2 (444442*2 (222222*2 5         5111111   511116.   5......    777777*7  888888 8 (777777*7  9:;<<<   5.....           *   ====== = >         ><<<<<<   ><<<<?9   >999999    @@@@@@ @  @ABCCC   >99999               CCCCCC    CCCCD@    @@@@@@    @@@@@   "
    },
    "IPv4address": {
      states: 25,
      classes: 8,
      classMap: 13,
      accepting: "                    !!!!!",
      table: "          #$%&&& '       '&&&&&& '&&&&(# '######  )*+,,, '#####  -       -,,,,,, -,,,,.) -))))))  /01222 -)))))  3       3222222 322224/ 3//////  567888 3/////           888888  888895  555555  55555 "
    },
    "dec-octet": {
      states: 7,
      classes: 7,
      classMap: 14,
      accepting: "  !!!!!",
      table: "        #$%&&&        &&&&&& &&&&'# ###### ##### "
    },
    "reg-name": {
      states: 4,
      classes: 4,
      classMap: 15,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "path": {
      states: 4,
      classes: 4,
      classMap: 16,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "path-abempty": {
      states: 5,
      classes: 5,
      classMap: 17,
      accepting: " !!  ",
      table: "        #  #$##    %    #"
    },
    "path-absolute": {
      states: 6,
      classes: 5,
      classMap: 17,
      accepting: "  !!  ",
      table: "        #  $% $ $%$$    &    $"
    },
    "path-noscheme": {
      states: 8,
      classes: 6,
      classMap: 18,
      accepting: "  ! !   ",
      table: "       #$ #  #$%#     &  %'%%%    #     (     % "
    },
    "path-rootless": {
      states: 5,
      classes: 5,
      classMap: 17,
      accepting: "  !  ",
      table: "      #$ # #$##    %    #"
    },
    "path-empty": {
      states: 2,
      classes: 1,
      classMap: 19,
      accepting: " !",
      table: "  "
    },
    "segment": {
      states: 4,
      classes: 4,
      classMap: 20,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "segment-nz": {
      states: 5,
      classes: 4,
      classMap: 20,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "segment-nz-nc": {
      states: 5,
      classes: 4,
      classMap: 21,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "pchar": {
      states: 5,
      classes: 4,
      classMap: 20,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "query": {
      states: 4,
      classes: 4,
      classMap: 22,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "fragment": {
      states: 4,
      classes: 4,
      classMap: 22,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "pct-encoded": {
      states: 5,
      classes: 3,
      classMap: 23,
      accepting: "    !",
      table: "    #   $  %   "
    },
    "unreserved": {
      states: 3,
      classes: 2,
      classMap: 24,
      accepting: "  !",
      table: "   #  "
    },
    "reserved": {
      states: 3,
      classes: 2,
      classMap: 25,
      accepting: "  !",
      table: "   #  "
    },
    "gen-delims": {
      states: 3,
      classes: 2,
      classMap: 26,
      accepting: "  !",
      table: "   #  "
    },
    "sub-delims": {
      states: 3,
      classes: 2,
      classMap: 27,
      accepting: "  !",
      table: "   #  "
    }
  }
};

// generated/rfc3987.validator.ts
var VALIDATOR2 = {
  alphabet: "unicode",
  classMaps: [
    "                                 ! #!$!!!!!%!%&'()*++,----.! ! /0111111222222222222222322224 5 ! 11111122222222222222232222   ! ",
    "                                 !  !#!!!!!!!!$%&'())*++++,! !  -......!!!!!!!!!!!!!!!/!!!!0 1 ! ......!!!!!!!!!!!!!!!/!!!!   ! ",
    "                                 !  !#!!!!!$!$%&'()**+,,,,-! ! ./000000111111111111111211113 4 ! 00000011111111111111121111   ! ",
    "                                 ! #!$!!!!!!!!%&'()**+,,,,-! ! ./000000!!!!!!!!!!!!!!!1!!!!2 3 ! 000000!!!!!!!!!!!!!!!1!!!!   ! ",
    "                                 !  !#!!!!!!!!$ %&'(()****+! !  ,------!!!!!!!!!!!!!!!.!!!!/ 0 ! ------!!!!!!!!!!!!!!!.!!!!   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! !   $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!$ %&'(()****+! !   ,,,,,,!!!!!!!!!!!!!!!-!!!!. / ! ,,,,,,!!!!!!!!!!!!!!!-!!!!   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$ ! !   $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%&! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                                                                                                                ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$ ! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                             !! !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!    ! !!!!!!!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                           ! !! !!!!!!!!!!       ##########################      ##########################     ",
    "                                                !!!!!!!!!!                                                                      ",
    "                                 !  ! !!!!!!!!# $%&''())))*! !   ++++++!!!!!!!!!!!!!!!,!!!!- . ! ++++++!!!!!!!!!!!!!!!,!!!!   ! ",
    "                                 !  ! !!!!!!!!# $$$$$$$$$$!! !   $$$$$$!!!!!!!!!!!!!!!%!!!!    ! $$$$$$!!!!!!!!!!!!!!!%!!!!   ! ",
    "                                              ! #$%&&'(((()      ******                          ******                         ",
    "                                                !!!!!!!!!!       !!!!!!                          !!!!!!                         ",
    "                                              ! #$%&&'((((                                                                      ",
    "                                                !#$%%&''''                                                                      ",
    "                                     !          ##########       ######                          ######                         ",
    "                                 ! !! !!!!!!!  !          !! ! !!                          ! !                                  ",
    "                                   !           !          !    !!                          ! !                                  ",
    "                                 !  ! !!!!!!!              ! !                                                                  "
  ],
  wideMaps: [
    [128, 0, 160, 21, 55296, 22, 55359, 23, 55360, 22, 55423, 23, 55424, 22, 55487, 23, 55488, 22, 55551, 23, 55552, 22, 55615, 23, 55616, 22, 55679, 23, 55680, 22, 55743, 23, 55744, 22, 55807, 23, 55808, 22, 55871, 23, 55872, 22, 55935, 23, 55936, 22, 55999, 23, 56e3, 22, 56063, 23, 56064, 22, 56127, 23, 56128, 0, 56132, 22, 56191, 23, 56192, 24, 56255, 25, 56256, 24, 56319, 25, 56320, 26, 57342, 27, 57344, 28, 63744, 21, 64976, 0, 65008, 21, 65520, 0],
    [128, 0, 160, 17, 55296, 18, 55359, 19, 55360, 18, 55423, 19, 55424, 18, 55487, 19, 55488, 18, 55551, 19, 55552, 18, 55615, 19, 55616, 18, 55679, 19, 55680, 18, 55743, 19, 55744, 18, 55807, 19, 55808, 18, 55871, 19, 55872, 18, 55935, 19, 55936, 18, 55999, 19, 56e3, 18, 56063, 19, 56064, 18, 56127, 19, 56128, 0, 56132, 18, 56191, 19, 56192, 0, 56320, 20, 57342, 21, 57344, 0, 63744, 17, 64976, 0, 65008, 17, 65520, 0],
    [128, 0, 160, 20, 55296, 21, 55359, 22, 55360, 21, 55423, 22, 55424, 21, 55487, 22, 55488, 21, 55551, 22, 55552, 21, 55615, 22, 55616, 21, 55679, 22, 55680, 21, 55743, 22, 55744, 21, 55807, 22, 55808, 21, 55871, 22, 55872, 21, 55935, 22, 55936, 21, 55999, 22, 56e3, 21, 56063, 22, 56064, 21, 56127, 22, 56128, 0, 56132, 21, 56191, 22, 56192, 23, 56255, 24, 56256, 23, 56319, 24, 56320, 25, 57342, 26, 57344, 27, 63744, 20, 64976, 0, 65008, 20, 65520, 0],
    [128, 0, 160, 19, 55296, 20, 55359, 21, 55360, 20, 55423, 21, 55424, 20, 55487, 21, 55488, 20, 55551, 21, 55552, 20, 55615, 21, 55616, 20, 55679, 21, 55680, 20, 55743, 21, 55744, 20, 55807, 21, 55808, 20, 55871, 21, 55872, 20, 55935, 21, 55936, 20, 55999, 21, 56e3, 20, 56063, 21, 56064, 20, 56127, 21, 56128, 0, 56132, 20, 56191, 21, 56192, 22, 56255, 23, 56256, 22, 56319, 23, 56320, 24, 57342, 25, 57344, 26, 63744, 19, 64976, 0, 65008, 19, 65520, 0],
    [128, 0, 160, 16, 55296, 17, 55359, 18, 55360, 17, 55423, 18, 55424, 17, 55487, 18, 55488, 17, 55551, 18, 55552, 17, 55615, 18, 55616, 17, 55679, 18, 55680, 17, 55743, 18, 55744, 17, 55807, 18, 55808, 17, 55871, 18, 55872, 17, 55935, 18, 55936, 17, 55999, 18, 56e3, 17, 56063, 18, 56064, 17, 56127, 18, 56128, 0, 56132, 17, 56191, 18, 56192, 0, 56320, 19, 57342, 20, 57344, 0, 63744, 16, 64976, 0, 65008, 16, 65520, 0],
    [128, 0, 160, 1, 55296, 4, 55359, 5, 55360, 4, 55423, 5, 55424, 4, 55487, 5, 55488, 4, 55551, 5, 55552, 4, 55615, 5, 55616, 4, 55679, 5, 55680, 4, 55743, 5, 55744, 4, 55807, 5, 55808, 4, 55871, 5, 55872, 4, 55935, 5, 55936, 4, 55999, 5, 56e3, 4, 56063, 5, 56064, 4, 56127, 5, 56128, 0, 56132, 4, 56191, 5, 56192, 0, 56320, 6, 57342, 7, 57344, 0, 63744, 1, 64976, 0, 65008, 1, 65520, 0],
    [128, 0, 160, 15, 55296, 16, 55359, 17, 55360, 16, 55423, 17, 55424, 16, 55487, 17, 55488, 16, 55551, 17, 55552, 16, 55615, 17, 55616, 16, 55679, 17, 55680, 16, 55743, 17, 55744, 16, 55807, 17, 55808, 16, 55871, 17, 55872, 16, 55935, 17, 55936, 16, 55999, 17, 56e3, 16, 56063, 17, 56064, 16, 56127, 17, 56128, 0, 56132, 16, 56191, 17, 56192, 0, 56320, 18, 57342, 19, 57344, 0, 63744, 15, 64976, 0, 65008, 15, 65520, 0],
    [128, 0, 160, 1, 55296, 5, 55359, 6, 55360, 5, 55423, 6, 55424, 5, 55487, 6, 55488, 5, 55551, 6, 55552, 5, 55615, 6, 55616, 5, 55679, 6, 55680, 5, 55743, 6, 55744, 5, 55807, 6, 55808, 5, 55871, 6, 55872, 5, 55935, 6, 55936, 5, 55999, 6, 56e3, 5, 56063, 6, 56064, 5, 56127, 6, 56128, 0, 56132, 5, 56191, 6, 56192, 0, 56320, 7, 57342, 8, 57344, 0, 63744, 1, 64976, 0, 65008, 1, 65520, 0],
    [128, 0, 160, 1, 55296, 6, 55359, 7, 55360, 6, 55423, 7, 55424, 6, 55487, 7, 55488, 6, 55551, 7, 55552, 6, 55615, 7, 55616, 6, 55679, 7, 55680, 6, 55743, 7, 55744, 6, 55807, 7, 55808, 6, 55871, 7, 55872, 6, 55935, 7, 55936, 6, 55999, 7, 56e3, 6, 56063, 7, 56064, 6, 56127, 7, 56128, 0, 56132, 6, 56191, 7, 56192, 0, 56320, 8, 57342, 9, 57344, 0, 63744, 1, 64976, 0, 65008, 1, 65520, 0],
    [128, 0],
    [128, 0, 160, 1, 55296, 4, 55359, 5, 55360, 4, 55423, 5, 55424, 4, 55487, 5, 55488, 4, 55551, 5, 55552, 4, 55615, 5, 55616, 4, 55679, 5, 55680, 4, 55743, 5, 55744, 4, 55807, 5, 55808, 4, 55871, 5, 55872, 4, 55935, 5, 55936, 4, 55999, 5, 56e3, 4, 56063, 5, 56064, 4, 56127, 5, 56128, 0, 56132, 4, 56191, 5, 56192, 4, 56255, 5, 56256, 4, 56319, 5, 56320, 6, 57342, 7, 57344, 1, 64976, 0, 65008, 1, 65520, 0],
    [128, 0, 160, 1, 55296, 2, 55359, 3, 55360, 2, 55423, 3, 55424, 2, 55487, 3, 55488, 2, 55551, 3, 55552, 2, 55615, 3, 55616, 2, 55679, 3, 55680, 2, 55743, 3, 55744, 2, 55807, 3, 55808, 2, 55871, 3, 55872, 2, 55935, 3, 55936, 2, 55999, 3, 56e3, 2, 56063, 3, 56064, 2, 56127, 3, 56128, 0, 56132, 2, 56191, 3, 56192, 0, 56320, 4, 57342, 5, 57344, 0, 63744, 1, 64976, 0, 65008, 1, 65520, 0],
    [128, 0, 56192, 1, 56255, 2, 56256, 1, 56319, 2, 56320, 3, 57342, 4, 57344, 5, 63744, 0]
  ],
  named: [
    ["iunreserved", [45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126, 160, 55295, 63744, 64975, 65008, 65519, 65536, 131069, 131072, 196605, 196608, 262141, 262144, 327677, 327680, 393213, 393216, 458749, 458752, 524285, 524288, 589821, 589824, 655357, 655360, 720893, 720896, 786429, 786432, 851965, 851968, 917501, 921600, 983037]],
    ["ucschar", [160, 55295, 63744, 64975, 65008, 65519, 65536, 131069, 131072, 196605, 196608, 262141, 262144, 327677, 327680, 393213, 393216, 458749, 458752, 524285, 524288, 589821, 589824, 655357, 655360, 720893, 720896, 786429, 786432, 851965, 851968, 917501, 921600, 983037]],
    ["iprivate", [57344, 63743, 983040, 1048573, 1048576, 1114109]],
    ["unreserved", [45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["ALPHA", [65, 90, 97, 122]],
    ["HEXDIG", [48, 57, 65, 70, 97, 102]],
    ["reserved", [33, 33, 35, 36, 38, 44, 47, 47, 58, 59, 61, 61, 63, 64, 91, 91, 93, 93]],
    ["sub-delims", [33, 33, 36, 36, 38, 44, 59, 59, 61, 61]],
    ["DIGIT", [48, 57]],
    ["gen-delims", [35, 35, 47, 47, 58, 58, 63, 64, 91, 91, 93, 93]]
  ],
  rules: {
    "IRI": {
      states: 195,
      classes: 29,
      classMap: 0,
      wideMap: 0,
      accepting: "   !!! !!      !    ! !!         ! !                   !                                                                                                                                           ",
      table: "                                             ###              ## ######$  ###           %&'%%(%%%%%%%)%%%%  %*+      %&'%%%%%%%%%%)%%%%  %*+      & ,&&&&&&&&&&&&&&&  &-.            //////   /             %&'%%0%%%%%%%)%%%%  %*+      )&1)))))))))))))))  )2323  )                          %%                           %         444444   4                                      &&                           &         %%%%%%   %             5&655%5555557)85559 5:;            <<<<<<   <                                      ))                           )         &&&&&&   &             5&655%5555557)8555  5:;            ======   =             >&?>>%777777>)8>>>  >@A      B&CBB%BBBBBBD) BBB9 BEF            GGGGGGH  G I                                    55                           5         ))))))   )                   555555   5             > ?>> >>>>>>> 8>>>  >@A            JJJJJJ   J                                      >>                           >   B&CBB%BBBBBBD) BBB  BEF            KKKKKK   K              &   %DDDDDD )                                        BB                           B         LLLLLLM  L                         N                      OOOOOO   O                   >>>>>>   >                   BBBBBB   B                   PPPPPPM  P                   QQQQQQR  Q                   STUVVV   W   X             Y OOOOOO   O                   ZZZZZZM  Z                   [[[[[[]  [                   ^_`aaa   b   X             c dddddde  d   X             c ffffffe  d   X             c ffffghe  d   X             c hhhhhhe  d   X               dddddde  d   X          &   %      D)               i  ii iiiiiii  iii                       M                      jjjjjj]  j                   kkkkkkl  k                 c mmmmmmn  m   X             c oooooon  m   X             c oooopqn  m   X             c qqqqqqn  m   X               mmmmmmn  m   X               rstuuu                       vvvvvve  v   X               ^_`aaa   b                 c wwwwwwe  v   X             c wwwwwve  v   X             c vvvvvve  v   X         i  ii iiiiiii  iii X               xxxxxx]  x                   yyyyyyz  y                   {|}~ ~ ~    ~!   X               ~#~#~#~#~#~#n  ~#   X               {|}~ ~ ~    ~!                 c ~$~$~$~$~$~$n  ~#   X             c ~$~$~$~$~$~#n  ~#   X             c ~#~#~#~#~#~#n  ~#   X             ~%                            ~% uuuuuu                     ~% uuuu~&r                     ~% rrrrrr                       ~'~'~'~'~'~'e  ~'   X             c ~'~'~'~'~'~'e  ~'   X                     ]                      ~(~(~(~(~(~(z  ~(                   ~)~)~)~)~)~)~*  ~)                 c ~+~+~+~+~+~+~,  ~+   X             c ~-~-~-~-~-~-~,  ~+   X             c ~-~-~-~-~.~/~,  ~+   X             c ~/~/~/~/~/~/~,  ~+   X               ~+~+~+~+~+~+~,  ~+   X               ~0~0~0~0~0~0n  ~0   X             c ~0~0~0~0~0~0n  ~0   X               ~1~2~3~4~4~4                     ~% rrrrr                              e      X               ~5~5~5~5~5~5z  ~5                   ~6~6~6~6~6~6~7  ~6                   ~8~9~:~;~;~;   ~<   X               ~=~=~=~=~=~=~,  ~=   X               ~8~9~:~;~;~;   ~<                 c ~>~>~>~>~>~>~,  ~=   X             c ~>~>~>~>~>~=~,  ~=   X             c ~=~=~=~=~=~=~,  ~=   X                     n      X             ~?                            ~? ~4~4~4~4~4~4                     ~? ~4~4~4~4~@~1                     ~? ~1~1~1~1~1~1                             z                      ~A~A~A~A~A~A~7  ~A                   ~B~B~B~B~B~B~C  ~B                 c ~D~D~D~D~D~D~E  ~D   X             c ~F~F~F~F~F~F~E  ~D   X             c ~F~F~F~F~G~H~E  ~D   X             c ~H~H~H~H~H~H~E  ~D   X               ~D~D~D~D~D~D~E  ~D   X               ~I~I~I~I~I~I~,  ~I   X             c ~I~I~I~I~I~I~,  ~I   X               ~J~K~L~M~M~M                     ~? ~1~1~1~1~1                        ~N~N~N~N~N~N~7  ~N                   ~O~O~O~O~O~O~P  ~O                   ~Q~R~S~T~T~T   ~U   X               ~V~V~V~V~V~V~E  ~V   X               ~Q~R~S~T~T~T   ~U                 c ~W~W~W~W~W~W~E  ~V   X             c ~W~W~W~W~W~V~E  ~V   X             c ~V~V~V~V~V~V~E  ~V   X                     ~,      X                            X               ~M~M~M~M~M~M       X               ~M~M~M~M~X~J       X               ~J~J~J~J~J~J       X                     ~7                      ~Y~Y~Y~Y~Y~Y~P  ~Y                   ~Z~Z~Z~Z~Z~Z~[  ~Z                 c ~]~]~]~]~]~]~^  ~]   X             c ~_~_~_~_~_~_~^  ~]   X             c ~_~_~_~_~`~a~^  ~]   X             c ~a~a~a~a~a~a~^  ~]   X               ~]~]~]~]~]~]~^  ~]   X               ~b~b~b~b~b~b~E  ~b   X             c ~b~b~b~b~b~b~E  ~b   X               ~J~J~J~J~J        X               ~c~c~c~c~c~c~P  ~c                   ~d~d~d~d~d~d~e  ~d                   ~f~g~h~i~i~i   ~j   X               ~k~k~k~k~k~k~^  ~k   X               ~f~g~h~i~i~i   ~j                 c ~l~l~l~l~l~l~^  ~k   X             c ~l~l~l~l~l~k~^  ~k   X             c ~k~k~k~k~k~k~^  ~k   X                     ~E      X                     ~P                      ~m~m~m~m~m~m~e  ~m                   ~n~o~p~q~q~q~r  ~s                 c ~t~t~t~t~t~t~u  ~t   X             c ~v~v~v~v~v~v~u  ~t   X             c ~v~v~v~v~w~x~u  ~t   X             c ~x~x~x~x~x~x~u  ~t   X               ~t~t~t~t~t~t~u  ~t   X               ~y~y~y~y~y~y~^  ~y   X             c ~y~y~y~y~y~y~^  ~y   X               ~z~z~z~z~z~z~e  ~z                 c ~{~{~{~{~{~{~|  ~{                 c ~}~}~}~}~}~}~|  ~{                 c ~}~}~}~}~~ ~~!~|  ~{                 c ~~!~~!~~!~~!~~!~~!~|  ~{                   ~~#~~#~~#~~#~~#~~#   ~~#   X               ~{~{~{~{~{~{~|  ~{                   ~~$~~$~~$~~$~~$~~$~u  ~~$   X               ~~#~~#~~#~~#~~#~~#   ~~#                 c ~~%~~%~~%~~%~~%~~%~u  ~~$   X             c ~~%~~%~~%~~%~~%~~$~u  ~~$   X             c ~~$~~$~~$~~$~~$~~$~u  ~~$   X                     ~^      X                     ~e                      ~~&~~&~~&~~&~~&~~&~|  ~~&                   ~~#~~#~~#~~#~~#~~#~J  ~~#                 c ~~'~~'~~'~~'~~'~~'~|  ~~&                 c ~~'~~'~~'~~'~~'~~&~|  ~~&                 c ~~&~~&~~&~~&~~&~~&~|  ~~&                   ~~(~~(~~(~~(~~(~~(   ~~(   X               ~~)~~)~~)~~)~~)~~)~u  ~~)   X             c ~~)~~)~~)~~)~~)~~)~u  ~~)   X               ~~*~~*~~*~~*~~*~~*~|  ~~*                 c ~~*~~*~~*~~*~~*~~*~|  ~~*                   ~~+~~+~~+~~+~~+~~+   ~~+   X                     ~u      X                     ~|                      ~J~J~J~J~J~J   ~J   X        "
    },
    "ihier-part": {
      states: 183,
      classes: 22,
      classMap: 1,
      wideMap: 1,
      accepting: " !! !   !! !!        ! !                   !                                                                                                                                           ",
      table: "                       #$#%##########  #&'   #$############  #&'       ((((((  (         #$#)##########  #&'                      ##                    #      ######  #         *+*#******,-**. */0   *+*#******,-**  */0       111111  1         232#,,,,,,2-22  245   676#6666668 66. 69:       ;;;;;;< ;=                           **                    *      ******  *         232 2222222-22  245       >>>>>>  >                            22                    2  676#6666668 66  69:       ??????  ?            #888888                               66                    6      @@@@@@A @                   B               CCCCCC  C             222222  2             666666  6             DDDDDDA D             EEEEEEF E             GHIJJJ  K  L        M CCCCCC  C             NNNNNNA N             OOOOOOP O             QRSTTT  U  L        V WWWWWWX W  L        V YYYYYYX W  L        V YYYYZ[X W  L        V [[[[[[X W  L          WWWWWWX W  L         #      8           ] ] ]]]]]]] ]]                  A               ^^^^^^P ^             ______` _           V aaaaaab a  L        V ccccccb a  L        V ccccdeb a  L        V eeeeeeb a  L          aaaaaab a  L          fghiii                jjjjjjX j  L          QRSTTT  U           V kkkkkkX j  L        V kkkkkjX j  L        V jjjjjjX j  L      ] ] ]]]]]]] ]] L          llllllP l             mmmmmmn m             opqrrr  s  L          ttttttb t  L          opqrrr  s           V uuuuuub t  L        V uuuuutb t  L        V ttttttb t  L        v                     v iiiiii              v iiiiwf              v ffffff                xxxxxxX x  L        V xxxxxxX x  L                P               yyyyyyn y             zzzzzz{ z           V ||||||} |  L        V ~ ~ ~ ~ ~ ~ } |  L        V ~ ~ ~ ~ ~!~#} |  L        V ~#~#~#~#~#~#} |  L          ||||||} |  L          ~$~$~$~$~$~$b ~$  L        V ~$~$~$~$~$~$b ~$  L          ~%~&~'~(~(~(              v fffff                       X    L          ~)~)~)~)~)~)n ~)             ~*~*~*~*~*~*~+ ~*             ~,~-~.~/~/~/  ~0  L          ~1~1~1~1~1~1} ~1  L          ~,~-~.~/~/~/  ~0           V ~2~2~2~2~2~2} ~1  L        V ~2~2~2~2~2~1} ~1  L        V ~1~1~1~1~1~1} ~1  L                b    L        ~3                     ~3 ~(~(~(~(~(~(              ~3 ~(~(~(~(~4~%              ~3 ~%~%~%~%~%~%                      n               ~5~5~5~5~5~5~+ ~5             ~6~6~6~6~6~6~7 ~6           V ~8~8~8~8~8~8~9 ~8  L        V ~:~:~:~:~:~:~9 ~8  L        V ~:~:~:~:~;~<~9 ~8  L        V ~<~<~<~<~<~<~9 ~8  L          ~8~8~8~8~8~8~9 ~8  L          ~=~=~=~=~=~=} ~=  L        V ~=~=~=~=~=~=} ~=  L          ~>~?~@~A~A~A              ~3 ~%~%~%~%~%                 ~B~B~B~B~B~B~+ ~B             ~C~C~C~C~C~C~D ~C             ~E~F~G~H~H~H  ~I  L          ~J~J~J~J~J~J~9 ~J  L          ~E~F~G~H~H~H  ~I           V ~K~K~K~K~K~K~9 ~J  L        V ~K~K~K~K~K~J~9 ~J  L        V ~J~J~J~J~J~J~9 ~J  L                }    L                     L          ~A~A~A~A~A~A     L          ~A~A~A~A~L~>     L          ~>~>~>~>~>~>     L                ~+               ~M~M~M~M~M~M~D ~M             ~N~N~N~N~N~N~O ~N           V ~P~P~P~P~P~P~Q ~P  L        V ~R~R~R~R~R~R~Q ~P  L        V ~R~R~R~R~S~T~Q ~P  L        V ~T~T~T~T~T~T~Q ~P  L          ~P~P~P~P~P~P~Q ~P  L          ~U~U~U~U~U~U~9 ~U  L        V ~U~U~U~U~U~U~9 ~U  L          ~>~>~>~>~>      L          ~V~V~V~V~V~V~D ~V             ~W~W~W~W~W~W~X ~W             ~Y~Z~[~]~]~]  ~^  L          ~_~_~_~_~_~_~Q ~_  L          ~Y~Z~[~]~]~]  ~^           V ~`~`~`~`~`~`~Q ~_  L        V ~`~`~`~`~`~_~Q ~_  L        V ~_~_~_~_~_~_~Q ~_  L                ~9    L                ~D               ~a~a~a~a~a~a~X ~a             ~b~c~d~e~e~e~f ~g           V ~h~h~h~h~h~h~i ~h  L        V ~j~j~j~j~j~j~i ~h  L        V ~j~j~j~j~k~l~i ~h  L        V ~l~l~l~l~l~l~i ~h  L          ~h~h~h~h~h~h~i ~h  L          ~m~m~m~m~m~m~Q ~m  L        V ~m~m~m~m~m~m~Q ~m  L          ~n~n~n~n~n~n~X ~n           V ~o~o~o~o~o~o~p ~o           V ~q~q~q~q~q~q~p ~o           V ~q~q~q~q~r~s~p ~o           V ~s~s~s~s~s~s~p ~o             ~t~t~t~t~t~t  ~t  L          ~o~o~o~o~o~o~p ~o             ~u~u~u~u~u~u~i ~u  L          ~t~t~t~t~t~t  ~t           V ~v~v~v~v~v~v~i ~u  L        V ~v~v~v~v~v~u~i ~u  L        V ~u~u~u~u~u~u~i ~u  L                ~Q    L                ~X               ~w~w~w~w~w~w~p ~w             ~t~t~t~t~t~t~> ~t           V ~x~x~x~x~x~x~p ~w           V ~x~x~x~x~x~w~p ~w           V ~w~w~w~w~w~w~p ~w             ~y~y~y~y~y~y  ~y  L          ~z~z~z~z~z~z~i ~z  L        V ~z~z~z~z~z~z~i ~z  L          ~{~{~{~{~{~{~p ~{           V ~{~{~{~{~{~{~p ~{             ~|~|~|~|~|~|  ~|  L                ~i    L                ~p               ~>~>~>~>~>~>  ~>  L     "
    },
    "IRI-reference": {
      states: 200,
      classes: 29,
      classMap: 0,
      wideMap: 0,
      accepting: " !!! !!!  !     !     !  ! !!         ! !                   !                                                                                                                                           ",
      table: "                              #$%##&###### '#(((  #)*      #$%##+###### '####  #)*      $ ,$$$$$$$$$$$$$$$  $-.            //////   /             +$0++1+++++++'++++  +23      '$4'''''''''''''''  '5656  ' #$%((+((((((7'#(((  #)*                               ##                           #   +$0++++++++++'++++  +23            888888   8                                      $$                           $         ######   #                   999999   9             :$;::+::::::<'=:::> :?@                               ++                           +         AAAAAA   A                                      ''                           '   +$0++&+++++++'++++  +23            $$$$$$   $                   ++++++   +             :$;::+::::::<'=:::  :?@            BBBBBB   B             C$DCC+<<<<<<C'=CCC  CEF      G$HGG+GGGGGGI' GGG> GJK            LLLLLLM  L N                                    ::                           :         ''''''   '                   ::::::   :             C DCC CCCCCCC =CCC  CEF            OOOOOO   O                                      CC                           C   G$HGG+GGGGGGI' GGG  GJK            PPPPPP   P              $   +IIIIII '                                        GG                           G         QQQQQQR  Q                         S                      TTTTTT   T                   CCCCCC   C                   GGGGGG   G                   UUUUUUR  U                   VVVVVVW  V                   XYZ[[[   ]   ^             _ TTTTTT   T                   ``````R  `                   aaaaaab  a                   cdefff   g   ^             h iiiiiij  i   ^             h kkkkkkj  i   ^             h kkkklmj  i   ^             h mmmmmmj  i   ^               iiiiiij  i   ^          $   +      I'               n  nn nnnnnnn  nnn                       R                      oooooob  o                   ppppppq  p                 h rrrrrrs  r   ^             h tttttts  r   ^             h ttttuvs  r   ^             h vvvvvvs  r   ^               rrrrrrs  r   ^               wxyzzz                       {{{{{{j  {   ^               cdefff   g                 h ||||||j  {   ^             h |||||{j  {   ^             h {{{{{{j  {   ^         n  nn nnnnnnn  nnn ^               }}}}}}b  }                   ~ ~ ~ ~ ~ ~ ~!  ~                    ~#~$~%~&~&~&   ~'   ^               ~(~(~(~(~(~(s  ~(   ^               ~#~$~%~&~&~&   ~'                 h ~)~)~)~)~)~)s  ~(   ^             h ~)~)~)~)~)~(s  ~(   ^             h ~(~(~(~(~(~(s  ~(   ^             ~*                            ~* zzzzzz                     ~* zzzz~+w                     ~* wwwwww                       ~,~,~,~,~,~,j  ~,   ^             h ~,~,~,~,~,~,j  ~,   ^                     b                      ~-~-~-~-~-~-~!  ~-                   ~.~.~.~.~.~.~/  ~.                 h ~0~0~0~0~0~0~1  ~0   ^             h ~2~2~2~2~2~2~1  ~0   ^             h ~2~2~2~2~3~4~1  ~0   ^             h ~4~4~4~4~4~4~1  ~0   ^               ~0~0~0~0~0~0~1  ~0   ^               ~5~5~5~5~5~5s  ~5   ^             h ~5~5~5~5~5~5s  ~5   ^               ~6~7~8~9~9~9                     ~* wwwww                              j      ^               ~:~:~:~:~:~:~!  ~:                   ~;~;~;~;~;~;~<  ~;                   ~=~>~?~@~@~@   ~A   ^               ~B~B~B~B~B~B~1  ~B   ^               ~=~>~?~@~@~@   ~A                 h ~C~C~C~C~C~C~1  ~B   ^             h ~C~C~C~C~C~B~1  ~B   ^             h ~B~B~B~B~B~B~1  ~B   ^                     s      ^             ~D                            ~D ~9~9~9~9~9~9                     ~D ~9~9~9~9~E~6                     ~D ~6~6~6~6~6~6                             ~!                      ~F~F~F~F~F~F~<  ~F                   ~G~G~G~G~G~G~H  ~G                 h ~I~I~I~I~I~I~J  ~I   ^             h ~K~K~K~K~K~K~J  ~I   ^             h ~K~K~K~K~L~M~J  ~I   ^             h ~M~M~M~M~M~M~J  ~I   ^               ~I~I~I~I~I~I~J  ~I   ^               ~N~N~N~N~N~N~1  ~N   ^             h ~N~N~N~N~N~N~1  ~N   ^               ~O~P~Q~R~R~R                     ~D ~6~6~6~6~6                        ~S~S~S~S~S~S~<  ~S                   ~T~T~T~T~T~T~U  ~T                   ~V~W~X~Y~Y~Y   ~Z   ^               ~[~[~[~[~[~[~J  ~[   ^               ~V~W~X~Y~Y~Y   ~Z                 h ~]~]~]~]~]~]~J  ~[   ^             h ~]~]~]~]~]~[~J  ~[   ^             h ~[~[~[~[~[~[~J  ~[   ^                     ~1      ^                            ^               ~R~R~R~R~R~R       ^               ~R~R~R~R~^~O       ^               ~O~O~O~O~O~O       ^                     ~<                      ~_~_~_~_~_~_~U  ~_                   ~`~`~`~`~`~`~a  ~`                 h ~b~b~b~b~b~b~c  ~b   ^             h ~d~d~d~d~d~d~c  ~b   ^             h ~d~d~d~d~e~f~c  ~b   ^             h ~f~f~f~f~f~f~c  ~b   ^               ~b~b~b~b~b~b~c  ~b   ^               ~g~g~g~g~g~g~J  ~g   ^             h ~g~g~g~g~g~g~J  ~g   ^               ~O~O~O~O~O        ^               ~h~h~h~h~h~h~U  ~h                   ~i~i~i~i~i~i~j  ~i                   ~k~l~m~n~n~n   ~o   ^               ~p~p~p~p~p~p~c  ~p   ^               ~k~l~m~n~n~n   ~o                 h ~q~q~q~q~q~q~c  ~p   ^             h ~q~q~q~q~q~p~c  ~p   ^             h ~p~p~p~p~p~p~c  ~p   ^                     ~J      ^                     ~U                      ~r~r~r~r~r~r~j  ~r                   ~s~t~u~v~v~v~w  ~x                 h ~y~y~y~y~y~y~z  ~y   ^             h ~{~{~{~{~{~{~z  ~y   ^             h ~{~{~{~{~|~}~z  ~y   ^             h ~}~}~}~}~}~}~z  ~y   ^               ~y~y~y~y~y~y~z  ~y   ^               ~~ ~~ ~~ ~~ ~~ ~~ ~c  ~~    ^             h ~~ ~~ ~~ ~~ ~~ ~~ ~c  ~~    ^               ~~!~~!~~!~~!~~!~~!~j  ~~!                 h ~~#~~#~~#~~#~~#~~#~~$  ~~#                 h ~~%~~%~~%~~%~~%~~%~~$  ~~#                 h ~~%~~%~~%~~%~~&~~'~~$  ~~#                 h ~~'~~'~~'~~'~~'~~'~~$  ~~#                   ~~(~~(~~(~~(~~(~~(   ~~(   ^               ~~#~~#~~#~~#~~#~~#~~$  ~~#                   ~~)~~)~~)~~)~~)~~)~z  ~~)   ^               ~~(~~(~~(~~(~~(~~(   ~~(                 h ~~*~~*~~*~~*~~*~~*~z  ~~)   ^             h ~~*~~*~~*~~*~~*~~)~z  ~~)   ^             h ~~)~~)~~)~~)~~)~~)~z  ~~)   ^                     ~c      ^                     ~j                      ~~+~~+~~+~~+~~+~~+~~$  ~~+                   ~~(~~(~~(~~(~~(~~(~O  ~~(                 h ~~,~~,~~,~~,~~,~~,~~$  ~~+                 h ~~,~~,~~,~~,~~,~~+~~$  ~~+                 h ~~+~~+~~+~~+~~+~~+~~$  ~~+                   ~~-~~-~~-~~-~~-~~-   ~~-   ^               ~~.~~.~~.~~.~~.~~.~z  ~~.   ^             h ~~.~~.~~.~~.~~.~~.~z  ~~.   ^               ~~/~~/~~/~~/~~/~~/~~$  ~~/                 h ~~/~~/~~/~~/~~/~~/~~$  ~~/                   ~~0~~0~~0~~0~~0~~0   ~~0   ^                     ~z      ^                     ~~$                      ~O~O~O~O~O~O   ~O   ^        "
    },
    "absolute-IRI": {
      states: 190,
      classes: 28,
      classMap: 2,
      wideMap: 2,
      accepting: "   !! !!   !   ! !!         ! !                   !                                                                                                                                           ",
      table: "                                           ###             ## ######$  ###           %&%%'%%%%%%%(%%%%  %)*      %&%%%%%%%%%%(%%%%  %)*           ++++++   +             %&%%,%%%%%%%(%%%%  %)*      (-(((((((((((((((  (././  (                         %%                          %        %%%%%%   %             0100%0000002(30004 056           777777   7                                     ((                          (   0100%0000002(3000  056           888888   8             9:99%2222229(3999  9;<      =>==%======?( ===4 =@A           BBBBBBC  B D                                   00                          0        ((((((   (                  000000   0             9:99 9999999 3999  9;<           EEEEEE   E                                     99                          9   =>==%======?( ===  =@A           FFFFFF   F                 %?????? (                                       ==                          =        GGGGGGH  G                        I                     JJJJJJ   J                  999999   9                  ======   =                  KKKKKKH  K                  LLLLLLM  L                  NOPQQQ   R   S            T JJJJJJ   J                  UUUUUUH  U                  VVVVVVW  V                  XYZ[[[   ]   S            ^ ______`  _   S            ^ aaaaaa`  _   S            ^ aaaabc`  _   S            ^ cccccc`  _   S              ______`  _   S             %      ?(               d dd ddddddd  ddd                      H                     eeeeeeW  e                  ffffffg  f                ^ hhhhhhi  h   S            ^ jjjjjji  h   S            ^ jjjjkli  h   S            ^ lllllli  h   S              hhhhhhi  h   S              mnoppp                      qqqqqq`  q   S              XYZ[[[   ]                ^ rrrrrr`  q   S            ^ rrrrrq`  q   S            ^ qqqqqq`  q   S         d dd ddddddd  ddd S              ssssssW  s                  ttttttu  t                  vwxyyy   z   S              {{{{{{i  {   S              vwxyyy   z                ^ ||||||i  {   S            ^ |||||{i  {   S            ^ {{{{{{i  {   S            }                           } pppppp                    } pppp~ m                    } mmmmmm                      ~!~!~!~!~!~!`  ~!   S            ^ ~!~!~!~!~!~!`  ~!   S                    W                     ~#~#~#~#~#~#u  ~#                  ~$~$~$~$~$~$~%  ~$                ^ ~&~&~&~&~&~&~'  ~&   S            ^ ~(~(~(~(~(~(~'  ~&   S            ^ ~(~(~(~(~)~*~'  ~&   S            ^ ~*~*~*~*~*~*~'  ~&   S              ~&~&~&~&~&~&~'  ~&   S              ~+~+~+~+~+~+i  ~+   S            ^ ~+~+~+~+~+~+i  ~+   S              ~,~-~.~/~/~/                    } mmmmm                             `      S              ~0~0~0~0~0~0u  ~0                  ~1~1~1~1~1~1~2  ~1                  ~3~4~5~6~6~6   ~7   S              ~8~8~8~8~8~8~'  ~8   S              ~3~4~5~6~6~6   ~7                ^ ~9~9~9~9~9~9~'  ~8   S            ^ ~9~9~9~9~9~8~'  ~8   S            ^ ~8~8~8~8~8~8~'  ~8   S                    i      S            ~:                           ~: ~/~/~/~/~/~/                    ~: ~/~/~/~/~;~,                    ~: ~,~,~,~,~,~,                            u                     ~<~<~<~<~<~<~2  ~<                  ~=~=~=~=~=~=~>  ~=                ^ ~?~?~?~?~?~?~@  ~?   S            ^ ~A~A~A~A~A~A~@  ~?   S            ^ ~A~A~A~A~B~C~@  ~?   S            ^ ~C~C~C~C~C~C~@  ~?   S              ~?~?~?~?~?~?~@  ~?   S              ~D~D~D~D~D~D~'  ~D   S            ^ ~D~D~D~D~D~D~'  ~D   S              ~E~F~G~H~H~H                    ~: ~,~,~,~,~,                       ~I~I~I~I~I~I~2  ~I                  ~J~J~J~J~J~J~K  ~J                  ~L~M~N~O~O~O   ~P   S              ~Q~Q~Q~Q~Q~Q~@  ~Q   S              ~L~M~N~O~O~O   ~P                ^ ~R~R~R~R~R~R~@  ~Q   S            ^ ~R~R~R~R~R~Q~@  ~Q   S            ^ ~Q~Q~Q~Q~Q~Q~@  ~Q   S                    ~'      S                           S              ~H~H~H~H~H~H       S              ~H~H~H~H~S~E       S              ~E~E~E~E~E~E       S                    ~2                     ~T~T~T~T~T~T~K  ~T                  ~U~U~U~U~U~U~V  ~U                ^ ~W~W~W~W~W~W~X  ~W   S            ^ ~Y~Y~Y~Y~Y~Y~X  ~W   S            ^ ~Y~Y~Y~Y~Z~[~X  ~W   S            ^ ~[~[~[~[~[~[~X  ~W   S              ~W~W~W~W~W~W~X  ~W   S              ~]~]~]~]~]~]~@  ~]   S            ^ ~]~]~]~]~]~]~@  ~]   S              ~E~E~E~E~E        S              ~^~^~^~^~^~^~K  ~^                  ~_~_~_~_~_~_~`  ~_                  ~a~b~c~d~d~d   ~e   S              ~f~f~f~f~f~f~X  ~f   S              ~a~b~c~d~d~d   ~e                ^ ~g~g~g~g~g~g~X  ~f   S            ^ ~g~g~g~g~g~f~X  ~f   S            ^ ~f~f~f~f~f~f~X  ~f   S                    ~@      S                    ~K                     ~h~h~h~h~h~h~`  ~h                  ~i~j~k~l~l~l~m  ~n                ^ ~o~o~o~o~o~o~p  ~o   S            ^ ~q~q~q~q~q~q~p  ~o   S            ^ ~q~q~q~q~r~s~p  ~o   S            ^ ~s~s~s~s~s~s~p  ~o   S              ~o~o~o~o~o~o~p  ~o   S              ~t~t~t~t~t~t~X  ~t   S            ^ ~t~t~t~t~t~t~X  ~t   S              ~u~u~u~u~u~u~`  ~u                ^ ~v~v~v~v~v~v~w  ~v                ^ ~x~x~x~x~x~x~w  ~v                ^ ~x~x~x~x~y~z~w  ~v                ^ ~z~z~z~z~z~z~w  ~v                  ~{~{~{~{~{~{   ~{   S              ~v~v~v~v~v~v~w  ~v                  ~|~|~|~|~|~|~p  ~|   S              ~{~{~{~{~{~{   ~{                ^ ~}~}~}~}~}~}~p  ~|   S            ^ ~}~}~}~}~}~|~p  ~|   S            ^ ~|~|~|~|~|~|~p  ~|   S                    ~X      S                    ~`                     ~~ ~~ ~~ ~~ ~~ ~~ ~w  ~~                   ~{~{~{~{~{~{~E  ~{                ^ ~~!~~!~~!~~!~~!~~!~w  ~~                 ^ ~~!~~!~~!~~!~~!~~ ~w  ~~                 ^ ~~ ~~ ~~ ~~ ~~ ~~ ~w  ~~                   ~~#~~#~~#~~#~~#~~#   ~~#   S              ~~$~~$~~$~~$~~$~~$~p  ~~$   S            ^ ~~$~~$~~$~~$~~$~~$~p  ~~$   S              ~~%~~%~~%~~%~~%~~%~w  ~~%                ^ ~~%~~%~~%~~%~~%~~%~w  ~~%                  ~~&~~&~~&~~&~~&~~&   ~~&   S                    ~p      S                    ~w                     ~E~E~E~E~E~E   ~E   S        "
    },
    "irelative-ref": {
      states: 198,
      classes: 27,
      classMap: 3,
      wideMap: 3,
      accepting: " !!! !!  !     !       ! !!         ! !                   !                                                                                                                                           ",
      table: "                            #$%#&###### '###  #()      #$%#*###### '###  #()      $ +$$$$$$$$$$$$$  $,-           ......   .            *$/*0*******'***  *12      '$3'''''''''''''  '4545  '                        ##                         #   *$/*********'***  *12           666666   6                                   $$                         $        ######   #                 777777   7            8$98*888888:';88< 8=>                             **                         *        ??????   ?                                   ''                         '        $$$$$$   $                 ******   *            8$98*888888:';88  8=>           @@@@@@   @            A$BA*::::::A';AA  ACD      E$FE*EEEEEEG' EE< EHI           JJJJJJK  JL                                  88                         8        ''''''   '                 888888   8            A BA AAAAAAA ;AA  ACD           MMMMMM   M                                   AA                         A   E$FE*EEEEEEG' EE  EHI           NNNNNN   N             $  *GGGGGG '                                     EE                         E        OOOOOOP  O                       Q                    RRRRRR   R                 AAAAAA   A                 EEEEEE   E                 SSSSSSP  S                 TTTTTTU  T                 VWXYYY   Z  [            ] RRRRRR   R                 ^^^^^^P  ^                 ______`  _                 abcddd   e  [            f ggggggh  g  [            f iiiiiih  g  [            f iiiijkh  g  [            f kkkkkkh  g  [              ggggggh  g  [          $  *      G'              l  l lllllll  ll                      P                    mmmmmm`  m                 nnnnnno  n               f ppppppq  p  [            f rrrrrrq  p  [            f rrrrstq  p  [            f ttttttq  p  [              ppppppq  p  [              uvwxxx                     yyyyyyh  y  [              abcddd   e               f zzzzzzh  y  [            f zzzzzyh  y  [            f yyyyyyh  y  [         l  l lllllll  ll [              {{{{{{`  {                 ||||||}  |                 ~ ~!~#~$~$~$   ~%  [              ~&~&~&~&~&~&q  ~&  [              ~ ~!~#~$~$~$   ~%               f ~'~'~'~'~'~'q  ~&  [            f ~'~'~'~'~'~&q  ~&  [            f ~&~&~&~&~&~&q  ~&  [            ~(                          ~( xxxxxx                   ~( xxxx~)u                   ~( uuuuuu                     ~*~*~*~*~*~*h  ~*  [            f ~*~*~*~*~*~*h  ~*  [                    `                    ~+~+~+~+~+~+}  ~+                 ~,~,~,~,~,~,~-  ~,               f ~.~.~.~.~.~.~/  ~.  [            f ~0~0~0~0~0~0~/  ~.  [            f ~0~0~0~0~1~2~/  ~.  [            f ~2~2~2~2~2~2~/  ~.  [              ~.~.~.~.~.~.~/  ~.  [              ~3~3~3~3~3~3q  ~3  [            f ~3~3~3~3~3~3q  ~3  [              ~4~5~6~7~7~7                   ~( uuuuu                            h     [              ~8~8~8~8~8~8}  ~8                 ~9~9~9~9~9~9~:  ~9                 ~;~<~=~>~>~>   ~?  [              ~@~@~@~@~@~@~/  ~@  [              ~;~<~=~>~>~>   ~?               f ~A~A~A~A~A~A~/  ~@  [            f ~A~A~A~A~A~@~/  ~@  [            f ~@~@~@~@~@~@~/  ~@  [                    q     [            ~B                          ~B ~7~7~7~7~7~7                   ~B ~7~7~7~7~C~4                   ~B ~4~4~4~4~4~4                           }                    ~D~D~D~D~D~D~:  ~D                 ~E~E~E~E~E~E~F  ~E               f ~G~G~G~G~G~G~H  ~G  [            f ~I~I~I~I~I~I~H  ~G  [            f ~I~I~I~I~J~K~H  ~G  [            f ~K~K~K~K~K~K~H  ~G  [              ~G~G~G~G~G~G~H  ~G  [              ~L~L~L~L~L~L~/  ~L  [            f ~L~L~L~L~L~L~/  ~L  [              ~M~N~O~P~P~P                   ~B ~4~4~4~4~4                      ~Q~Q~Q~Q~Q~Q~:  ~Q                 ~R~R~R~R~R~R~S  ~R                 ~T~U~V~W~W~W   ~X  [              ~Y~Y~Y~Y~Y~Y~H  ~Y  [              ~T~U~V~W~W~W   ~X               f ~Z~Z~Z~Z~Z~Z~H  ~Y  [            f ~Z~Z~Z~Z~Z~Y~H  ~Y  [            f ~Y~Y~Y~Y~Y~Y~H  ~Y  [                    ~/     [                          [              ~P~P~P~P~P~P      [              ~P~P~P~P~[~M      [              ~M~M~M~M~M~M      [                    ~:                    ~]~]~]~]~]~]~S  ~]                 ~^~^~^~^~^~^~_  ~^               f ~`~`~`~`~`~`~a  ~`  [            f ~b~b~b~b~b~b~a  ~`  [            f ~b~b~b~b~c~d~a  ~`  [            f ~d~d~d~d~d~d~a  ~`  [              ~`~`~`~`~`~`~a  ~`  [              ~e~e~e~e~e~e~H  ~e  [            f ~e~e~e~e~e~e~H  ~e  [              ~M~M~M~M~M       [              ~f~f~f~f~f~f~S  ~f                 ~g~g~g~g~g~g~h  ~g                 ~i~j~k~l~l~l   ~m  [              ~n~n~n~n~n~n~a  ~n  [              ~i~j~k~l~l~l   ~m               f ~o~o~o~o~o~o~a  ~n  [            f ~o~o~o~o~o~n~a  ~n  [            f ~n~n~n~n~n~n~a  ~n  [                    ~H     [                    ~S                    ~p~p~p~p~p~p~h  ~p                 ~q~r~s~t~t~t~u  ~v               f ~w~w~w~w~w~w~x  ~w  [            f ~y~y~y~y~y~y~x  ~w  [            f ~y~y~y~y~z~{~x  ~w  [            f ~{~{~{~{~{~{~x  ~w  [              ~w~w~w~w~w~w~x  ~w  [              ~|~|~|~|~|~|~a  ~|  [            f ~|~|~|~|~|~|~a  ~|  [              ~}~}~}~}~}~}~h  ~}               f ~~ ~~ ~~ ~~ ~~ ~~ ~~!  ~~                f ~~#~~#~~#~~#~~#~~#~~!  ~~                f ~~#~~#~~#~~#~~$~~%~~!  ~~                f ~~%~~%~~%~~%~~%~~%~~!  ~~                  ~~&~~&~~&~~&~~&~~&   ~~&  [              ~~ ~~ ~~ ~~ ~~ ~~ ~~!  ~~                  ~~'~~'~~'~~'~~'~~'~x  ~~'  [              ~~&~~&~~&~~&~~&~~&   ~~&               f ~~(~~(~~(~~(~~(~~(~x  ~~'  [            f ~~(~~(~~(~~(~~(~~'~x  ~~'  [            f ~~'~~'~~'~~'~~'~~'~x  ~~'  [                    ~a     [                    ~h                    ~~)~~)~~)~~)~~)~~)~~!  ~~)                 ~~&~~&~~&~~&~~&~~&~M  ~~&               f ~~*~~*~~*~~*~~*~~*~~!  ~~)               f ~~*~~*~~*~~*~~*~~)~~!  ~~)               f ~~)~~)~~)~~)~~)~~)~~!  ~~)                 ~~+~~+~~+~~+~~+~~+   ~~+  [              ~~,~~,~~,~~,~~,~~,~x  ~~,  [            f ~~,~~,~~,~~,~~,~~,~x  ~~,  [              ~~-~~-~~-~~-~~-~~-~~!  ~~-               f ~~-~~-~~-~~-~~-~~-~~!  ~~-                 ~~.~~.~~.~~.~~.~~.   ~~.  [                    ~x     [                    ~~!                    ~M~M~M~M~M~M   ~M  [        "
    },
    "irelative-part": {
      states: 188,
      classes: 22,
      classMap: 1,
      wideMap: 1,
      accepting: " !! !  !  !   ! !!        ! !                   !                                                                                                                                           ",
      table: "                       #$#%###### ###  #&'   #$#(###### ###  #&'       ))))))  )         (*(+((((((((((  (,-                      ##                    #  (*((((((((((((  (,-       ######  #             ......  .         /0/(//////12//3 /45                      ((                    (      ((((((  (         /0/(//////12//  /45       666666  6         787(1111117277  79:   ;<;(;;;;;;= ;;3 ;>?       @@@@@@A @B                           //                    /      //////  /         787 7777777277  79:       CCCCCC  C                            77                    7  ;<;(;;;;;;= ;;  ;>?       DDDDDD  D            (======                               ;;                    ;      EEEEEEF E                   G               HHHHHH  H             777777  7             ;;;;;;  ;             IIIIIIF I             JJJJJJK J             LMNOOO  P  Q        R HHHHHH  H             SSSSSSF S             TTTTTTU T             VWXYYY  Z  Q        [ ]]]]]]^ ]  Q        [ ______^ ]  Q        [ ____`a^ ]  Q        [ aaaaaa^ ]  Q          ]]]]]]^ ]  Q         (      =           b b bbbbbbb bb                  F               ccccccU c             dddddde d           [ ffffffg f  Q        [ hhhhhhg f  Q        [ hhhhijg f  Q        [ jjjjjjg f  Q          ffffffg f  Q          klmnnn                oooooo^ o  Q          VWXYYY  Z           [ pppppp^ o  Q        [ pppppo^ o  Q        [ oooooo^ o  Q      b b bbbbbbb bb Q          qqqqqqU q             rrrrrrs r             tuvwww  x  Q          yyyyyyg y  Q          tuvwww  x           [ zzzzzzg y  Q        [ zzzzzyg y  Q        [ yyyyyyg y  Q        {                     { nnnnnn              { nnnn|k              { kkkkkk                }}}}}}^ }  Q        [ }}}}}}^ }  Q                U               ~ ~ ~ ~ ~ ~ s ~              ~!~!~!~!~!~!~# ~!           [ ~$~$~$~$~$~$~% ~$  Q        [ ~&~&~&~&~&~&~% ~$  Q        [ ~&~&~&~&~'~(~% ~$  Q        [ ~(~(~(~(~(~(~% ~$  Q          ~$~$~$~$~$~$~% ~$  Q          ~)~)~)~)~)~)g ~)  Q        [ ~)~)~)~)~)~)g ~)  Q          ~*~+~,~-~-~-              { kkkkk                       ^    Q          ~.~.~.~.~.~.s ~.             ~/~/~/~/~/~/~0 ~/             ~1~2~3~4~4~4  ~5  Q          ~6~6~6~6~6~6~% ~6  Q          ~1~2~3~4~4~4  ~5           [ ~7~7~7~7~7~7~% ~6  Q        [ ~7~7~7~7~7~6~% ~6  Q        [ ~6~6~6~6~6~6~% ~6  Q                g    Q        ~8                     ~8 ~-~-~-~-~-~-              ~8 ~-~-~-~-~9~*              ~8 ~*~*~*~*~*~*                      s               ~:~:~:~:~:~:~0 ~:             ~;~;~;~;~;~;~< ~;           [ ~=~=~=~=~=~=~> ~=  Q        [ ~?~?~?~?~?~?~> ~=  Q        [ ~?~?~?~?~@~A~> ~=  Q        [ ~A~A~A~A~A~A~> ~=  Q          ~=~=~=~=~=~=~> ~=  Q          ~B~B~B~B~B~B~% ~B  Q        [ ~B~B~B~B~B~B~% ~B  Q          ~C~D~E~F~F~F              ~8 ~*~*~*~*~*                 ~G~G~G~G~G~G~0 ~G             ~H~H~H~H~H~H~I ~H             ~J~K~L~M~M~M  ~N  Q          ~O~O~O~O~O~O~> ~O  Q          ~J~K~L~M~M~M  ~N           [ ~P~P~P~P~P~P~> ~O  Q        [ ~P~P~P~P~P~O~> ~O  Q        [ ~O~O~O~O~O~O~> ~O  Q                ~%    Q                     Q          ~F~F~F~F~F~F     Q          ~F~F~F~F~Q~C     Q          ~C~C~C~C~C~C     Q                ~0               ~R~R~R~R~R~R~I ~R             ~S~S~S~S~S~S~T ~S           [ ~U~U~U~U~U~U~V ~U  Q        [ ~W~W~W~W~W~W~V ~U  Q        [ ~W~W~W~W~X~Y~V ~U  Q        [ ~Y~Y~Y~Y~Y~Y~V ~U  Q          ~U~U~U~U~U~U~V ~U  Q          ~Z~Z~Z~Z~Z~Z~> ~Z  Q        [ ~Z~Z~Z~Z~Z~Z~> ~Z  Q          ~C~C~C~C~C      Q          ~[~[~[~[~[~[~I ~[             ~]~]~]~]~]~]~^ ~]             ~_~`~a~b~b~b  ~c  Q          ~d~d~d~d~d~d~V ~d  Q          ~_~`~a~b~b~b  ~c           [ ~e~e~e~e~e~e~V ~d  Q        [ ~e~e~e~e~e~d~V ~d  Q        [ ~d~d~d~d~d~d~V ~d  Q                ~>    Q                ~I               ~f~f~f~f~f~f~^ ~f             ~g~h~i~j~j~j~k ~l           [ ~m~m~m~m~m~m~n ~m  Q        [ ~o~o~o~o~o~o~n ~m  Q        [ ~o~o~o~o~p~q~n ~m  Q        [ ~q~q~q~q~q~q~n ~m  Q          ~m~m~m~m~m~m~n ~m  Q          ~r~r~r~r~r~r~V ~r  Q        [ ~r~r~r~r~r~r~V ~r  Q          ~s~s~s~s~s~s~^ ~s           [ ~t~t~t~t~t~t~u ~t           [ ~v~v~v~v~v~v~u ~t           [ ~v~v~v~v~w~x~u ~t           [ ~x~x~x~x~x~x~u ~t             ~y~y~y~y~y~y  ~y  Q          ~t~t~t~t~t~t~u ~t             ~z~z~z~z~z~z~n ~z  Q          ~y~y~y~y~y~y  ~y           [ ~{~{~{~{~{~{~n ~z  Q        [ ~{~{~{~{~{~z~n ~z  Q        [ ~z~z~z~z~z~z~n ~z  Q                ~V    Q                ~^               ~|~|~|~|~|~|~u ~|             ~y~y~y~y~y~y~C ~y           [ ~}~}~}~}~}~}~u ~|           [ ~}~}~}~}~}~|~u ~|           [ ~|~|~|~|~|~|~u ~|             ~~ ~~ ~~ ~~ ~~ ~~   ~~   Q          ~~!~~!~~!~~!~~!~~!~n ~~!  Q        [ ~~!~~!~~!~~!~~!~~!~n ~~!  Q          ~~#~~#~~#~~#~~#~~#~u ~~#           [ ~~#~~#~~#~~#~~#~~#~u ~~#             ~~$~~$~~$~~$~~$~~$  ~~$  Q                ~n    Q                ~u               ~C~C~C~C~C~C  ~C  Q     "
    },
    "iauthority": {
      states: 176,
      classes: 21,
      classMap: 4,
      wideMap: 4,
      accepting: " !! !!        ! !                   !                                                                                                                                           ",
      table: "                      #$#######%&##' #()   #$#######%&##  #()      ******  *         +,+%%%%%%+&++  +-.   /0///////1 //' /23      4444445 46                          ##                   #     ######  #         +,++++++++&++  +-.      777777  7                           ++                   +  /0///////1 //  /23      888888  8            111111                              //                   /     999999: 9                  ;              <<<<<<  <            ++++++  +            //////  /            ======: =            >>>>>>? >            @ABCCC  D  E        F<<<<<<  <            GGGGGG: G            HHHHHHI H            JKLMMM  N  E        OPPPPPPQ P  E        ORRRRRRQ P  E        ORRRRSTQ P  E        OTTTTTTQ P  E         PPPPPPQ P  E               1           U UUUUUUUU UU                 :              VVVVVVI V            WWWWWWX W           OYYYYYYZ Y  E        O[[[[[[Z Y  E        O[[[[]^Z Y  E        O^^^^^^Z Y  E         YYYYYYZ Y  E         _`abbb               ccccccQ c  E         JKLMMM  N           OddddddQ c  E        OdddddcQ c  E        OccccccQ c  E      U UUUUUUUU UU E         eeeeeeI e            ffffffg f            hijkkk  l  E         mmmmmmZ m  E         hijkkk  l           OnnnnnnZ m  E        OnnnnnmZ m  E        OmmmmmmZ m  E        o                    obbbbbb              obbbbp_              o______               qqqqqqQ q  E        OqqqqqqQ q  E               I              rrrrrrg r            sssssst s           Ouuuuuuv u  E        Owwwwwwv u  E        Owwwwxyv u  E        Oyyyyyyv u  E         uuuuuuv u  E         zzzzzzZ z  E        OzzzzzzZ z  E         {|}~ ~ ~               o_____                      Q    E         ~!~!~!~!~!~!g ~!            ~#~#~#~#~#~#~$ ~#            ~%~&~'~(~(~(  ~)  E         ~*~*~*~*~*~*v ~*  E         ~%~&~'~(~(~(  ~)           O~+~+~+~+~+~+v ~*  E        O~+~+~+~+~+~*v ~*  E        O~*~*~*~*~*~*v ~*  E               Z    E        ~,                    ~,~ ~ ~ ~ ~ ~               ~,~ ~ ~ ~ ~-{              ~,{{{{{{                     g              ~.~.~.~.~.~.~$ ~.            ~/~/~/~/~/~/~0 ~/           O~1~1~1~1~1~1~2 ~1  E        O~3~3~3~3~3~3~2 ~1  E        O~3~3~3~3~4~5~2 ~1  E        O~5~5~5~5~5~5~2 ~1  E         ~1~1~1~1~1~1~2 ~1  E         ~6~6~6~6~6~6v ~6  E        O~6~6~6~6~6~6v ~6  E         ~7~8~9~:~:~:              ~,{{{{{                ~;~;~;~;~;~;~$ ~;            ~<~<~<~<~<~<~= ~<            ~>~?~@~A~A~A  ~B  E         ~C~C~C~C~C~C~2 ~C  E         ~>~?~@~A~A~A  ~B           O~D~D~D~D~D~D~2 ~C  E        O~D~D~D~D~D~C~2 ~C  E        O~C~C~C~C~C~C~2 ~C  E               v    E                    E         ~:~:~:~:~:~:     E         ~:~:~:~:~E~7     E         ~7~7~7~7~7~7     E               ~$              ~F~F~F~F~F~F~= ~F            ~G~G~G~G~G~G~H ~G           O~I~I~I~I~I~I~J ~I  E        O~K~K~K~K~K~K~J ~I  E        O~K~K~K~K~L~M~J ~I  E        O~M~M~M~M~M~M~J ~I  E         ~I~I~I~I~I~I~J ~I  E         ~N~N~N~N~N~N~2 ~N  E        O~N~N~N~N~N~N~2 ~N  E         ~7~7~7~7~7      E         ~O~O~O~O~O~O~= ~O            ~P~P~P~P~P~P~Q ~P            ~R~S~T~U~U~U  ~V  E         ~W~W~W~W~W~W~J ~W  E         ~R~S~T~U~U~U  ~V           O~X~X~X~X~X~X~J ~W  E        O~X~X~X~X~X~W~J ~W  E        O~W~W~W~W~W~W~J ~W  E               ~2    E               ~=              ~Y~Y~Y~Y~Y~Y~Q ~Y            ~Z~[~]~^~^~^~_ ~`           O~a~a~a~a~a~a~b ~a  E        O~c~c~c~c~c~c~b ~a  E        O~c~c~c~c~d~e~b ~a  E        O~e~e~e~e~e~e~b ~a  E         ~a~a~a~a~a~a~b ~a  E         ~f~f~f~f~f~f~J ~f  E        O~f~f~f~f~f~f~J ~f  E         ~g~g~g~g~g~g~Q ~g           O~h~h~h~h~h~h~i ~h           O~j~j~j~j~j~j~i ~h           O~j~j~j~j~k~l~i ~h           O~l~l~l~l~l~l~i ~h            ~m~m~m~m~m~m  ~m  E         ~h~h~h~h~h~h~i ~h            ~n~n~n~n~n~n~b ~n  E         ~m~m~m~m~m~m  ~m           O~o~o~o~o~o~o~b ~n  E        O~o~o~o~o~o~n~b ~n  E        O~n~n~n~n~n~n~b ~n  E               ~J    E               ~Q              ~p~p~p~p~p~p~i ~p            ~m~m~m~m~m~m~7 ~m           O~q~q~q~q~q~q~i ~p           O~q~q~q~q~q~p~i ~p           O~p~p~p~p~p~p~i ~p            ~r~r~r~r~r~r  ~r  E         ~s~s~s~s~s~s~b ~s  E        O~s~s~s~s~s~s~b ~s  E         ~t~t~t~t~t~t~i ~t           O~t~t~t~t~t~t~i ~t            ~u~u~u~u~u~u  ~u  E               ~b    E               ~i              ~7~7~7~7~7~7  ~7  E     "
    },
    "iuserinfo": {
      states: 6,
      classes: 8,
      classMap: 5,
      wideMap: 5,
      accepting: " !    ",
      table: "         !#!$%     &          !!      !    !    "
    },
    "ihost": {
      states: 163,
      classes: 20,
      classMap: 6,
      wideMap: 6,
      accepting: " !!                    !                                                                                                                                           ",
      table: "                     #$####### ##% #&'   #$####### ##  #&'      (((((( (            ))))))*)+                         ##                  #     ###### #            ,,,,,,-,                  .             ////// /            000000-0            11111121            345666 7  8        9////// /            ::::::-:            ;;;;;;<;            =>?@@@ A  8        BCCCCCCDC  8        BEEEEEEDC  8        BEEEEFGDC  8        BGGGGGGDC  8         CCCCCCDC  8                          H HHHHHHHHHH                 -             IIIIII<I            JJJJJJKJ           BLLLLLLML  8        BNNNNNNML  8        BNNNNOPML  8        BPPPPPPML  8         LLLLLLML  8         QRSTTT              UUUUUUDU  8         =>?@@@ A           BVVVVVVDU  8        BVVVVVUDU  8        BUUUUUUDU  8      H HHHHHHHHHH 8         WWWWWW<W            XXXXXXYX            Z[]^^^ _  8         ``````M`  8         Z[]^^^ _           BaaaaaaM`  8        Baaaaa`M`  8        B``````M`  8        b                   bTTTTTT             bTTTTcQ             bQQQQQQ              ddddddDd  8        BddddddDd  8               <             eeeeeeYe            ffffffgf           Bhhhhhhih  8        Bjjjjjjih  8        Bjjjjklih  8        Bllllllih  8         hhhhhhih  8         mmmmmmMm  8        BmmmmmmMm  8         nopqqq             bQQQQQ                     D   8         rrrrrrYr            ssssssts            uvwxxx y  8         zzzzzziz  8         uvwxxx y           B{{{{{{iz  8        B{{{{{ziz  8        Bzzzzzziz  8               M   8        |                   |qqqqqq             |qqqq}n             |nnnnnn                    Y             ~ ~ ~ ~ ~ ~ t~             ~!~!~!~!~!~!~#~!           B~$~$~$~$~$~$~%~$  8        B~&~&~&~&~&~&~%~$  8        B~&~&~&~&~'~(~%~$  8        B~(~(~(~(~(~(~%~$  8         ~$~$~$~$~$~$~%~$  8         ~)~)~)~)~)~)i~)  8        B~)~)~)~)~)~)i~)  8         ~*~+~,~-~-~-             |nnnnn               ~.~.~.~.~.~.t~.            ~/~/~/~/~/~/~0~/            ~1~2~3~4~4~4 ~5  8         ~6~6~6~6~6~6~%~6  8         ~1~2~3~4~4~4 ~5           B~7~7~7~7~7~7~%~6  8        B~7~7~7~7~7~6~%~6  8        B~6~6~6~6~6~6~%~6  8               i   8                   8         ~-~-~-~-~-~-    8         ~-~-~-~-~8~*    8         ~*~*~*~*~*~*    8               t             ~9~9~9~9~9~9~0~9            ~:~:~:~:~:~:~;~:           B~<~<~<~<~<~<~=~<  8        B~>~>~>~>~>~>~=~<  8        B~>~>~>~>~?~@~=~<  8        B~@~@~@~@~@~@~=~<  8         ~<~<~<~<~<~<~=~<  8         ~A~A~A~A~A~A~%~A  8        B~A~A~A~A~A~A~%~A  8         ~*~*~*~*~*     8         ~B~B~B~B~B~B~0~B            ~C~C~C~C~C~C~D~C            ~E~F~G~H~H~H ~I  8         ~J~J~J~J~J~J~=~J  8         ~E~F~G~H~H~H ~I           B~K~K~K~K~K~K~=~J  8        B~K~K~K~K~K~J~=~J  8        B~J~J~J~J~J~J~=~J  8               ~%   8               ~0             ~L~L~L~L~L~L~D~L            ~M~N~O~P~P~P~Q~R           B~S~S~S~S~S~S~T~S  8        B~U~U~U~U~U~U~T~S  8        B~U~U~U~U~V~W~T~S  8        B~W~W~W~W~W~W~T~S  8         ~S~S~S~S~S~S~T~S  8         ~X~X~X~X~X~X~=~X  8        B~X~X~X~X~X~X~=~X  8         ~Y~Y~Y~Y~Y~Y~D~Y           B~Z~Z~Z~Z~Z~Z~[~Z           B~]~]~]~]~]~]~[~Z           B~]~]~]~]~^~_~[~Z           B~_~_~_~_~_~_~[~Z            ~`~`~`~`~`~` ~`  8         ~Z~Z~Z~Z~Z~Z~[~Z            ~a~a~a~a~a~a~T~a  8         ~`~`~`~`~`~` ~`           B~b~b~b~b~b~b~T~a  8        B~b~b~b~b~b~a~T~a  8        B~a~a~a~a~a~a~T~a  8               ~=   8               ~D             ~c~c~c~c~c~c~[~c            ~`~`~`~`~`~`~*~`           B~d~d~d~d~d~d~[~c           B~d~d~d~d~d~c~[~c           B~c~c~c~c~c~c~[~c            ~e~e~e~e~e~e ~e  8         ~f~f~f~f~f~f~T~f  8        B~f~f~f~f~f~f~T~f  8         ~g~g~g~g~g~g~[~g           B~g~g~g~g~g~g~[~g            ~h~h~h~h~h~h ~h  8               ~T   8               ~[             ~*~*~*~*~*~* ~*  8     "
    },
    "ireg-name": {
      states: 6,
      classes: 8,
      classMap: 7,
      wideMap: 5,
      accepting: " !    ",
      table: "         !#!$%     &          !!      !    !    "
    },
    "ipath": {
      states: 6,
      classes: 8,
      classMap: 8,
      wideMap: 5,
      accepting: " !    ",
      table: "         !#!$%     &          !!      !    !    "
    },
    "ipath-abempty": {
      states: 7,
      classes: 9,
      classMap: 9,
      wideMap: 7,
      accepting: " !!    ",
      table: "            #      #$##%&      '           ##       #     #    "
    },
    "ipath-absolute": {
      states: 8,
      classes: 9,
      classMap: 9,
      wideMap: 7,
      accepting: "  !!    ",
      table: "            #      $% $&'   $%$$&'      (           $$       $     $    "
    },
    "ipath-noscheme": {
      states: 12,
      classes: 10,
      classMap: 10,
      wideMap: 8,
      accepting: "  !   !     ",
      table: "           #$ # %&   #$'# %&      (             ##        #  ')'''*+      #         ,             ''        '     '     "
    },
    "ipath-rootless": {
      states: 7,
      classes: 9,
      classMap: 9,
      wideMap: 7,
      accepting: "  !    ",
      table: "          #$ #%&   #$##%&      '           ##       #     #    "
    },
    "ipath-empty": {
      states: 2,
      classes: 1,
      classMap: 11,
      wideMap: 9,
      accepting: " !",
      table: "  "
    },
    "isegment": {
      states: 6,
      classes: 8,
      classMap: 12,
      wideMap: 5,
      accepting: " !    ",
      table: "         !#!$%     &          !!      !    !    "
    },
    "isegment-nz": {
      states: 7,
      classes: 8,
      classMap: 12,
      wideMap: 5,
      accepting: "  !    ",
      table: "         #$#%&   #$#%&     '          ##      #    #    "
    },
    "isegment-nz-nc": {
      states: 7,
      classes: 8,
      classMap: 13,
      wideMap: 5,
      accepting: "  !    ",
      table: "         #$#%&   #$#%&     '          ##      #    #    "
    },
    "ipchar": {
      states: 7,
      classes: 8,
      classMap: 12,
      wideMap: 5,
      accepting: "  !    ",
      table: "         #$#%&             '          ##      #    #    "
    },
    "iquery": {
      states: 6,
      classes: 8,
      classMap: 14,
      wideMap: 10,
      accepting: " !    ",
      table: "         !#!$%     &          !!      !    !    "
    },
    "ifragment": {
      states: 6,
      classes: 8,
      classMap: 14,
      wideMap: 5,
      accepting: " !    ",
      table: "         !#!$%     &          !!      !    !    "
    },
    "iunreserved": {
      states: 5,
      classes: 6,
      classMap: 15,
      wideMap: 11,
      accepting: "  !  ",
      table: "       #$%            ##    # "
    },
    "ucschar": {
      states: 5,
      classes: 6,
      classMap: 11,
      wideMap: 11,
      accepting: "  !  ",
      table: "       #$%            ##    # "
    },
    "iprivate": {
      states: 5,
      classes: 6,
      classMap: 11,
      wideMap: 12,
      accepting: "    !",
      table: "       #$  %   %%    %        "
    },
    "scheme": {
      states: 3,
      classes: 3,
      classMap: 16,
      wideMap: 9,
      accepting: "  !",
      table: "     # ##"
    },
    "port": {
      states: 2,
      classes: 2,
      classMap: 17,
      wideMap: 9,
      accepting: " !",
      table: "   !"
    },
    "IP-literal": {
      states: 158,
      classes: 14,
      classMap: 18,
      wideMap: 9,
      accepting: "                  !                                                                                                                                           ",
      table: "                          #    $$$$$$%$&     ''''''('            )       ****** *      ++++++(+      ,,,,,,-,      ./0111 2  3  4****** *      555555(5      66666676      89:;;; <  3  =>>>>>>?>  3  =@@@@@@?>  3  =@@@@AB?>  3  =BBBBBB?>  3   >>>>>>?>  3               CCCCCCCCCCC           (       DDDDDD7D      EEEEEEFE     =GGGGGGHG  3  =IIIIIIHG  3  =IIIIJKHG  3  =KKKKKKHG  3   GGGGGGHG  3   LMNOOO        PPPPPP?P  3   89:;;; <     =QQQQQQ?P  3  =QQQQQP?P  3  =PPPPPP?P  3 CCCCCCCCCCC 3   RRRRRR7R      SSSSSSTS      UVWXXX Y  3   ZZZZZZHZ  3   UVWXXX Y     =[[[[[[HZ  3  =[[[[[ZHZ  3  =ZZZZZZHZ  3  ]             ]OOOOOO       ]OOOO^L       ]LLLLLL        ______?_  3  =______?_  3         7       ``````T`      aaaaaaba     =ccccccdc  3  =eeeeeedc  3  =eeeefgdc  3  =ggggggdc  3   ccccccdc  3   hhhhhhHh  3  =hhhhhhHh  3   ijklll       ]LLLLL               ?   3   mmmmmmTm      nnnnnnon      pqrsss t  3   uuuuuudu  3   pqrsss t     =vvvvvvdu  3  =vvvvvudu  3  =uuuuuudu  3         H   3  w             wllllll       wllllxi       wiiiiii              T       yyyyyyoy      zzzzzz{z     =||||||}|  3  =~ ~ ~ ~ ~ ~ }|  3  =~ ~ ~ ~ ~!~#}|  3  =~#~#~#~#~#~#}|  3   ||||||}|  3   ~$~$~$~$~$~$d~$  3  =~$~$~$~$~$~$d~$  3   ~%~&~'~(~(~(       wiiiii         ~)~)~)~)~)~)o~)      ~*~*~*~*~*~*~+~*      ~,~-~.~/~/~/ ~0  3   ~1~1~1~1~1~1}~1  3   ~,~-~.~/~/~/ ~0     =~2~2~2~2~2~2}~1  3  =~2~2~2~2~2~1}~1  3  =~1~1~1~1~1~1}~1  3         d   3             3   ~(~(~(~(~(~(    3   ~(~(~(~(~3~%    3   ~%~%~%~%~%~%    3         o       ~4~4~4~4~4~4~+~4      ~5~5~5~5~5~5~6~5     =~7~7~7~7~7~7~8~7  3  =~9~9~9~9~9~9~8~7  3  =~9~9~9~9~:~;~8~7  3  =~;~;~;~;~;~;~8~7  3   ~7~7~7~7~7~7~8~7  3   ~<~<~<~<~<~<}~<  3  =~<~<~<~<~<~<}~<  3   ~%~%~%~%~%     3   ~=~=~=~=~=~=~+~=      ~>~>~>~>~>~>~?~>      ~@~A~B~C~C~C ~D  3   ~E~E~E~E~E~E~8~E  3   ~@~A~B~C~C~C ~D     =~F~F~F~F~F~F~8~E  3  =~F~F~F~F~F~E~8~E  3  =~E~E~E~E~E~E~8~E  3         }   3         ~+       ~G~G~G~G~G~G~?~G      ~H~I~J~K~K~K~L~M     =~N~N~N~N~N~N~O~N  3  =~P~P~P~P~P~P~O~N  3  =~P~P~P~P~Q~R~O~N  3  =~R~R~R~R~R~R~O~N  3   ~N~N~N~N~N~N~O~N  3   ~S~S~S~S~S~S~8~S  3  =~S~S~S~S~S~S~8~S  3   ~T~T~T~T~T~T~?~T     =~U~U~U~U~U~U~V~U     =~W~W~W~W~W~W~V~U     =~W~W~W~W~X~Y~V~U     =~Y~Y~Y~Y~Y~Y~V~U      ~Z~Z~Z~Z~Z~Z ~Z  3   ~U~U~U~U~U~U~V~U      ~[~[~[~[~[~[~O~[  3   ~Z~Z~Z~Z~Z~Z ~Z     =~]~]~]~]~]~]~O~[  3  =~]~]~]~]~]~[~O~[  3  =~[~[~[~[~[~[~O~[  3         ~8   3         ~?       ~^~^~^~^~^~^~V~^      ~Z~Z~Z~Z~Z~Z~%~Z     =~_~_~_~_~_~_~V~^     =~_~_~_~_~_~^~V~^     =~^~^~^~^~^~^~V~^      ~`~`~`~`~`~` ~`  3   ~a~a~a~a~a~a~O~a  3  =~a~a~a~a~a~a~O~a  3   ~b~b~b~b~b~b~V~b     =~b~b~b~b~b~b~V~b      ~c~c~c~c~c~c ~c  3         ~O   3         ~V       ~%~%~%~%~%~% ~%  3"
    },
    "IPvFuture": {
      states: 6,
      classes: 5,
      classMap: 19,
      wideMap: 9,
      accepting: "     !",
      table: "         #   $   %$  &&&& &&&&"
    },
    "IPv6address": {
      states: 152,
      classes: 10,
      classMap: 20,
      wideMap: 9,
      accepting: "      !  !!!!!!   !!!!! ! !!!  !! !!!    !!   !!!!!!!  !  !! !!!!       !!!!!!!    !! !!!!!!!!   !!!!!!!!  !! !!!!   !!!!!!!     ! ! !!!!      !!!  !! !",
      table: "            ######$#  %%%%%%&%        '   ((((((&(  ))))))*)  +,-... /  000000&0  11111121  345666 7 8999999:9 8;;;;;;:9 8;;;;<=:9 8======:9  999999:9        &   >>>>>>2>  ??????@? 8AAAAAABA 8CCCCCCBA 8CCCCDEBA 8EEEEEEBA  AAAAAABA  FGHIII    JJJJJJ:J  345666 7 8KKKKKK:J 8KKKKKJ:J 8JJJJJJ:J  LLLLLL2L  MMMMMMNM  OPQRRR S  TTTTTTBT  OPQRRR S 8UUUUUUBT 8UUUUUTBT 8TTTTTTBT V         VIIIIII   VIIIIWF   VFFFFFF    XXXXXX:X 8XXXXXX:X        2   YYYYYYNY  ZZZZZZ[Z 8]]]]]]^] 8______^] 8____`a^] 8aaaaaa^]  ]]]]]]^]  bbbbbbBb 8bbbbbbBb  cdefff   VFFFFF           :   ggggggNg  hhhhhhih  jklmmm n  oooooo^o  jklmmm n 8pppppp^o 8pppppo^o 8oooooo^o        B  q         qffffff   qffffrc   qcccccc          N   ssssssis  ttttttut 8vvvvvvwv 8xxxxxxwv 8xxxxyzwv 8zzzzzzwv  vvvvvvwv  {{{{{{^{ 8{{{{{{^{  |}~ ~!~!~!   qccccc     ~#~#~#~#~#~#i~#  ~$~$~$~$~$~$~%~$  ~&~'~(~)~)~) ~*  ~+~+~+~+~+~+w~+  ~&~'~(~)~)~) ~* 8~,~,~,~,~,~,w~+ 8~,~,~,~,~,~+w~+ 8~+~+~+~+~+~+w~+        ^             ~!~!~!~!~!~!    ~!~!~!~!~-|    ||||||          i   ~.~.~.~.~.~.~%~.  ~/~/~/~/~/~/~0~/ 8~1~1~1~1~1~1~2~1 8~3~3~3~3~3~3~2~1 8~3~3~3~3~4~5~2~1 8~5~5~5~5~5~5~2~1  ~1~1~1~1~1~1~2~1  ~6~6~6~6~6~6w~6 8~6~6~6~6~6~6w~6  |||||     ~7~7~7~7~7~7~%~7  ~8~8~8~8~8~8~9~8  ~:~;~<~=~=~= ~>  ~?~?~?~?~?~?~2~?  ~:~;~<~=~=~= ~> 8~@~@~@~@~@~@~2~? 8~@~@~@~@~@~?~2~? 8~?~?~?~?~?~?~2~?        w         ~%   ~A~A~A~A~A~A~9~A  ~B~C~D~E~E~E~F~G 8~H~H~H~H~H~H~I~H 8~J~J~J~J~J~J~I~H 8~J~J~J~J~K~L~I~H 8~L~L~L~L~L~L~I~H  ~H~H~H~H~H~H~I~H  ~M~M~M~M~M~M~2~M 8~M~M~M~M~M~M~2~M  ~N~N~N~N~N~N~9~N 8~O~O~O~O~O~O~P~O 8~Q~Q~Q~Q~Q~Q~P~O 8~Q~Q~Q~Q~R~S~P~O 8~S~S~S~S~S~S~P~O  ~T~T~T~T~T~T ~T  ~O~O~O~O~O~O~P~O  ~U~U~U~U~U~U~I~U  ~T~T~T~T~T~T ~T 8~V~V~V~V~V~V~I~U 8~V~V~V~V~V~U~I~U 8~U~U~U~U~U~U~I~U        ~2         ~9   ~W~W~W~W~W~W~P~W  ~T~T~T~T~T~T|~T 8~X~X~X~X~X~X~P~W 8~X~X~X~X~X~W~P~W 8~W~W~W~W~W~W~P~W  ~Y~Y~Y~Y~Y~Y ~Y  ~Z~Z~Z~Z~Z~Z~I~Z 8~Z~Z~Z~Z~Z~Z~I~Z  ~[~[~[~[~[~[~P~[ 8~[~[~[~[~[~[~P~[  ~]~]~]~]~]~] ~]        ~I         ~P   |||||| |"
    },
    "h16": {
      states: 6,
      classes: 2,
      classMap: 21,
      wideMap: 9,
      accepting: "  !!!!",
      table: "   # $ % &  "
    },
    "ls32": {
      states: 36,
      classes: 10,
      classMap: 20,
      wideMap: 9,
      accepting: "                  !    !    !  !!!!!",
      table: "            #$%&&& ' ())))))*) (++++++*) (++++,-*) (------*)  ))))))*)  ./0111    222222*2  333333 3 (444444*2 (444442*2 (222222*2 5         5111111   511116.   5......    777777*7  888888 8 (777777*7  9:;<<<   5.....           *   ====== = >         ><<<<<<   ><<<<?9   >999999    @@@@@@ @  @ABCCC   >99999               CCCCCC    CCCCD@    @@@@@@    @@@@@   "
    },
    "IPv4address": {
      states: 25,
      classes: 8,
      classMap: 22,
      wideMap: 9,
      accepting: "                    !!!!!",
      table: "          #$%&&& '       '&&&&&& '&&&&(# '######  )*+,,, '#####  -       -,,,,,, -,,,,.) -))))))  /01222 -)))))  3       3222222 322224/ 3//////  567888 3/////           888888  888895  555555  55555 "
    },
    "dec-octet": {
      states: 7,
      classes: 7,
      classMap: 23,
      wideMap: 9,
      accepting: "  !!!!!",
      table: "        #$%&&&        &&&&&& &&&&'# ###### ##### "
    },
    "pct-encoded": {
      states: 5,
      classes: 3,
      classMap: 24,
      wideMap: 9,
      accepting: "    !",
      table: "    #   $  %   "
    },
    "unreserved": {
      states: 3,
      classes: 2,
      classMap: 15,
      wideMap: 9,
      accepting: "  !",
      table: "   #  "
    },
    "reserved": {
      states: 3,
      classes: 2,
      classMap: 25,
      wideMap: 9,
      accepting: "  !",
      table: "   #  "
    },
    "gen-delims": {
      states: 3,
      classes: 2,
      classMap: 26,
      wideMap: 9,
      accepting: "  !",
      table: "   #  "
    },
    "sub-delims": {
      states: 3,
      classes: 2,
      classMap: 27,
      wideMap: 9,
      accepting: "  !",
      table: "   #  "
    }
  }
};

// generated/rfc6874.validator.ts
var VALIDATOR3 = {
  alphabet: "ascii",
  classMaps: [
    "                                 ! #!$!!!!!%!&'()*+,,-..../! ! 01222222333333333333333433335 6 7 22222233333333333333343333   7 ",
    "                                 !  !#!!!!!!!$%&'()**+,,,,-! !  .//////$$$$$$$$$$$$$$$0$$$$1 2 $ //////$$$$$$$$$$$$$$$0$$$$   $ ",
    "                                 !  !#!!!!!$!%&'()*++,----.! ! /0111111222222222222222322224 5 6 11111122222222222222232222   6 ",
    "                                 ! #!$!!!!!!!%&'()*++,----.! ! /0111111%%%%%%%%%%%%%%%2%%%%3 4 % 111111%%%%%%%%%%%%%%%2%%%%   % ",
    "                                           ! !! !!!!!!!!!!       ##########################      ##########################     ",
    "                                 !  !#!!!!!!!$% &'())*++++,! !  -......$$$$$$$$$$$$$$$/$$$$0 1 $ ......$$$$$$$$$$$$$$$/$$$$   $ ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! !   $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!$% &'())*++++,! !   ------$$$$$$$$$$$$$$$.$$$$/ 0 $ ------$$$$$$$$$$$$$$$.$$$$   $ ",
    "                                                !!!!!!!!!!                                                                      ",
    "                                 !  ! !!!!!!!!# $$$$$$$$$$!! !   $$$$$$!!!!!!!!!!!!!!!%!!!!    ! $$$$$$!!!!!!!!!!!!!!!%!!!!   ! ",
    "                                              ! #$%&&'(((()      ******                          ******                         ",
    "                                                !!!!!!!!!!       !!!!!!                          !!!!!!                         ",
    "                                              ! #$%&&'((((                                                                      ",
    "                                                !#$%%&''''                                                                      ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$ ! !   $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%&! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                                                                                                                ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$ ! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                     !          ##########       ######                          ######                         ",
    "                                             !! !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!    ! !!!!!!!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 ! !! !!!!!!!  !          !! ! !!                          ! !                                  ",
    "                                   !           !          !    !!                          ! !                                  ",
    "                                 !  ! !!!!!!!              ! !                                                                  ",
    "                                     !       ## $$$$$$$$$$       $$$$$$####################    # $$$$$$####################   # ",
    "                                     !       #$ %&'(()****+      ,,,,,,####################    # ,,,,,,####################   # "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["ALPHA", [65, 90, 97, 122]],
    ["HEXDIG", [48, 57, 65, 70, 97, 102]],
    ["reserved", [33, 33, 35, 36, 38, 44, 47, 47, 58, 59, 61, 61, 63, 64, 91, 91, 93, 93]],
    ["sub-delims", [33, 33, 36, 36, 38, 44, 59, 59, 61, 61]],
    ["DIGIT", [48, 57]],
    ["gen-delims", [35, 35, 47, 47, 58, 58, 63, 64, 91, 91, 93, 93]]
  ],
  rules: {
    "URI": {
      states: 186,
      classes: 23,
      classMap: 0,
      accepting: "   !!! !  ! ! !!    ! !                  !                                                                                                                                                ",
      table: "                                        ###       ### ######$  ###    %&'%%%(%%%%%%%%%%%%  % %&'%%%%%%%%%%%%%%%%  % & )&&&&&&&&&&&&&&&&  &        ******   *      %&'%%%+%%%%%%%%%%%%  %        ,,,,,,   ,             %%%%%%   %      -&.---%------/%0---1 -        &&&&&&   &      -&.---%------/%0---  -        222222   2      3&4333%//////3%0333  3 5&6555%5555557% 5551 5        8888889  8 :           ------   -      3 4333 3333333 0333  3        ;;;;;;   ;      5&6555%5555557% 555  5        <<<<<<   <       &    %777777 %               ======>  =                   ?                @@@@@@   @             333333   3             555555   5             AAAAAA>  A             BBBBBBC  B        D    EFGHHH   I   J       K @@@@@@   @             LLLLLL>  L             MMMMMMN  M        D    OPQRRR   S   J           T               D  U VVVVVVW  V   J    D  U XXXXXXW  V   J    D  U XXXXYZW  V   J    D  U ZZZZZZW  V   J    D    VVVVVVW  V   J   &    %      7%        [  [[[ [[[[[[[  [[[  [              >                ]]]]]]N  ]             ^^^^^^_  ^        D  U ``````a  `   J    D  U bbbbbba  `   J    D  U bbbbcda  `   J    D  U dddddda  `   J    D    ``````a  `   J             e                  fghiii            D    jjjjjjW  j   J         OPQRRR   S        D  U kkkkkkW  j   J    D  U kkkkkjW  j   J    D  U jjjjjjW  j   J  [  [[[ [[[[[[[  [[[ J[        llllllN  l             mmmmmmn  m        D    opqrrr   s   J    D    tttttta  t   J         opqrrr   s        D  U uuuuuua  t   J    D  U uuuuuta  t   J    D  U tttttta  t   J    v ww wwwwww   www  w      x                      x iiiiii               x iiiiyf               x ffffff            D    zzzzzzW  z   J    D  U zzzzzzW  z   J               N                {{{{{{n  {             ||||||}  |        D  U ~ ~ ~ ~ ~ ~ ~!  ~    J    D  U ~#~#~#~#~#~#~!  ~    J    D  U ~#~#~#~#~$~%~!  ~    J    D  U ~%~%~%~%~%~%~!  ~    J    D    ~ ~ ~ ~ ~ ~ ~!  ~    J    D    ~&~&~&~&~&~&a  ~&   J    D  U ~&~&~&~&~&~&a  ~&   J         ~'~'~'~'~'~'   ~'        v ww wwwwww   www Jw        ~(~)~*~+~+~+               x fffff             D          W      J         ~,~,~,~,~,~,n  ~,             ~-~-~-~-~-~-~.  ~-        D    ~/~0~1~2~2~2   ~3   J    D    ~4~4~4~4~4~4~!  ~4   J         ~/~0~1~2~2~2   ~3        D  U ~5~5~5~5~5~5~!  ~4   J    D  U ~5~5~5~5~5~4~!  ~4   J    D  U ~4~4~4~4~4~4~!  ~4   J    D          a      J         wwwwww   w           ~6                      ~6 ~+~+~+~+~+~+               ~6 ~+~+~+~+~7~(               ~6 ~(~(~(~(~(~(                       n                ~8~8~8~8~8~8~.  ~8             ~9~9~9~9~9~9~:  ~9        D  U ~;~;~;~;~;~;~<  ~;   J    D  U ~=~=~=~=~=~=~<  ~;   J    D  U ~=~=~=~=~>~?~<  ~;   J    D  U ~?~?~?~?~?~?~<  ~;   J    D    ~;~;~;~;~;~;~<  ~;   J    D    ~@~@~@~@~@~@~!  ~@   J    D  U ~@~@~@~@~@~@~!  ~@   J         ~A~B~C~D~D~D               ~6 ~(~(~(~(~(                  ~E~E~E~E~E~E~.  ~E             ~F~F~F~F~F~F~G  ~F        D    ~H~I~J~K~K~K   ~L   J    D    ~M~M~M~M~M~M~<  ~M   J         ~H~I~J~K~K~K   ~L        D  U ~N~N~N~N~N~N~<  ~M   J    D  U ~N~N~N~N~N~M~<  ~M   J    D  U ~M~M~M~M~M~M~<  ~M   J    D          ~!      J    D                 J    D    ~D~D~D~D~D~D       J    D    ~D~D~D~D~O~A       J    D    ~A~A~A~A~A~A       J               ~.                ~P~P~P~P~P~P~G  ~P             ~Q~Q~Q~Q~Q~Q~R  ~Q        D  U ~S~S~S~S~S~S~T  ~S   J    D  U ~U~U~U~U~U~U~T  ~S   J    D  U ~U~U~U~U~V~W~T  ~S   J    D  U ~W~W~W~W~W~W~T  ~S   J    D    ~S~S~S~S~S~S~T  ~S   J    D    ~X~X~X~X~X~X~<  ~X   J    D  U ~X~X~X~X~X~X~<  ~X   J    D    ~A~A~A~A~A        J         ~Y~Y~Y~Y~Y~Y~G  ~Y             ~Z~Z~Z~Z~Z~Z~[  ~Z        D    ~]~^~_~`~`~`   ~a   J    D    ~b~b~b~b~b~b~T  ~b   J         ~]~^~_~`~`~`   ~a        D  U ~c~c~c~c~c~c~T  ~b   J    D  U ~c~c~c~c~c~b~T  ~b   J    D  U ~b~b~b~b~b~b~T  ~b   J    D          ~<      J               ~G                ~d~d~d~d~d~d~[  ~d             ~e~f~g~h~h~h~i  ~j        D  U ~k~k~k~k~k~k~l  ~k   J    D  U ~m~m~m~m~m~m~l  ~k   J    D  U ~m~m~m~m~n~o~l  ~k   J    D  U ~o~o~o~o~o~o~l  ~k   J    D    ~k~k~k~k~k~k~l  ~k   J    D    ~p~p~p~p~p~p~T  ~p   J    D  U ~p~p~p~p~p~p~T  ~p   J         ~q~q~q~q~q~q~[  ~q           U ~r~r~r~r~r~r~s  ~r           U ~t~t~t~t~t~t~s  ~r           U ~t~t~t~t~u~v~s  ~r           U ~v~v~v~v~v~v~s  ~r        D    ~w~w~w~w~w~w   ~w   J         ~r~r~r~r~r~r~s  ~r        D    ~x~x~x~x~x~x~l  ~x   J         ~w~w~w~w~w~w   ~w        D  U ~y~y~y~y~y~y~l  ~x   J    D  U ~y~y~y~y~y~x~l  ~x   J    D  U ~x~x~x~x~x~x~l  ~x   J    D          ~T      J               ~[                ~z~z~z~z~z~z~s  ~z             ~w~w~w~w~w~w~A  ~w           U ~{~{~{~{~{~{~s  ~z           U ~{~{~{~{~{~z~s  ~z           U ~z~z~z~z~z~z~s  ~z        D    ~|~|~|~|~|~|   ~|   J    D    ~}~}~}~}~}~}~l  ~}   J    D  U ~}~}~}~}~}~}~l  ~}   J         ~~ ~~ ~~ ~~ ~~ ~~ ~s  ~~            U ~~ ~~ ~~ ~~ ~~ ~~ ~s  ~~         D    ~~!~~!~~!~~!~~!~~!   ~~!   J    D          ~l      J               ~s           D    ~A~A~A~A~A~A   ~A   J "
    },
    "hier-part": {
      states: 181,
      classes: 18,
      classMap: 1,
      accepting: " !! ! !! !!    ! !                  !                                                                                                                                                ",
      table: "                   #$##%##########   #$#############        &&&&&&  &    #$##'##########        ######  #    ()((#((((((*+((,  ()((#((((((*+((        ------  -    ./..#******.+..   0100#0000002 00,       3333334 35        ((((((  (    ./.. .......+..        666666  6    0100#0000002 00        777777  7        #222222            8888889 8               :           ;;;;;;  ;         ......  .         000000  0         <<<<<<9 <         ======> =     ?   @ABCCC  D  E    F ;;;;;;  ;         GGGGGG9 G         HHHHHHI H     ?   JKLMMM  N  E        O           ? P QQQQQQR Q  E  ? P SSSSSSR Q  E  ? P SSSSTUR Q  E  ? P UUUUUUR Q  E  ?   QQQQQQR Q  E     #      2      V VV VVVVVVV VV              9           WWWWWWI W         XXXXXXY X     ? P ZZZZZZ[ Z  E  ? P ]]]]]][ Z  E  ? P ]]]]^_[ Z  E  ? P ______[ Z  E  ?   ZZZZZZ[ Z  E          `             abcddd        ?   eeeeeeR e  E      JKLMMM  N     ? P ffffffR e  E  ? P fffffeR e  E  ? P eeeeeeR e  E V VV VVVVVVV VV E      ggggggI g         hhhhhhi h     ?   jklmmm  n  E  ?   oooooo[ o  E      jklmmm  n     ? P pppppp[ o  E  ? P pppppo[ o  E  ? P oooooo[ o  E  qrr rrrrrr  rr      s                 s dddddd          s ddddta          s aaaaaa        ?   uuuuuuR u  E  ? P uuuuuuR u  E            I           vvvvvvi v         wwwwwwx w     ? P yyyyyyz y  E  ? P {{{{{{z y  E  ? P {{{{|}z y  E  ? P }}}}}}z y  E  ?   yyyyyyz y  E  ?   ~ ~ ~ ~ ~ ~ [ ~   E  ? P ~ ~ ~ ~ ~ ~ [ ~   E      ~!~!~!~!~!~!  ~!     qrr rrrrrr  rr E      ~#~$~%~&~&~&          s aaaaa         ?         R    E      ~'~'~'~'~'~'i ~'         ~(~(~(~(~(~(~) ~(     ?   ~*~+~,~-~-~-  ~.  E  ?   ~/~/~/~/~/~/z ~/  E      ~*~+~,~-~-~-  ~.     ? P ~0~0~0~0~0~0z ~/  E  ? P ~0~0~0~0~0~/z ~/  E  ? P ~/~/~/~/~/~/z ~/  E  ?         [    E      rrrrrr  r       ~1                 ~1 ~&~&~&~&~&~&          ~1 ~&~&~&~&~2~#          ~1 ~#~#~#~#~#~#                  i           ~3~3~3~3~3~3~) ~3         ~4~4~4~4~4~4~5 ~4     ? P ~6~6~6~6~6~6~7 ~6  E  ? P ~8~8~8~8~8~8~7 ~6  E  ? P ~8~8~8~8~9~:~7 ~6  E  ? P ~:~:~:~:~:~:~7 ~6  E  ?   ~6~6~6~6~6~6~7 ~6  E  ?   ~;~;~;~;~;~;z ~;  E  ? P ~;~;~;~;~;~;z ~;  E      ~<~=~>~?~?~?          ~1 ~#~#~#~#~#             ~@~@~@~@~@~@~) ~@         ~A~A~A~A~A~A~B ~A     ?   ~C~D~E~F~F~F  ~G  E  ?   ~H~H~H~H~H~H~7 ~H  E      ~C~D~E~F~F~F  ~G     ? P ~I~I~I~I~I~I~7 ~H  E  ? P ~I~I~I~I~I~H~7 ~H  E  ? P ~H~H~H~H~H~H~7 ~H  E  ?         z    E  ?              E  ?   ~?~?~?~?~?~?     E  ?   ~?~?~?~?~J~<     E  ?   ~<~<~<~<~<~<     E            ~)           ~K~K~K~K~K~K~B ~K         ~L~L~L~L~L~L~M ~L     ? P ~N~N~N~N~N~N~O ~N  E  ? P ~P~P~P~P~P~P~O ~N  E  ? P ~P~P~P~P~Q~R~O ~N  E  ? P ~R~R~R~R~R~R~O ~N  E  ?   ~N~N~N~N~N~N~O ~N  E  ?   ~S~S~S~S~S~S~7 ~S  E  ? P ~S~S~S~S~S~S~7 ~S  E  ?   ~<~<~<~<~<      E      ~T~T~T~T~T~T~B ~T         ~U~U~U~U~U~U~V ~U     ?   ~W~X~Y~Z~Z~Z  ~[  E  ?   ~]~]~]~]~]~]~O ~]  E      ~W~X~Y~Z~Z~Z  ~[     ? P ~^~^~^~^~^~^~O ~]  E  ? P ~^~^~^~^~^~]~O ~]  E  ? P ~]~]~]~]~]~]~O ~]  E  ?         ~7    E            ~B           ~_~_~_~_~_~_~V ~_         ~`~a~b~c~c~c~d ~e     ? P ~f~f~f~f~f~f~g ~f  E  ? P ~h~h~h~h~h~h~g ~f  E  ? P ~h~h~h~h~i~j~g ~f  E  ? P ~j~j~j~j~j~j~g ~f  E  ?   ~f~f~f~f~f~f~g ~f  E  ?   ~k~k~k~k~k~k~O ~k  E  ? P ~k~k~k~k~k~k~O ~k  E      ~l~l~l~l~l~l~V ~l       P ~m~m~m~m~m~m~n ~m       P ~o~o~o~o~o~o~n ~m       P ~o~o~o~o~p~q~n ~m       P ~q~q~q~q~q~q~n ~m     ?   ~r~r~r~r~r~r  ~r  E      ~m~m~m~m~m~m~n ~m     ?   ~s~s~s~s~s~s~g ~s  E      ~r~r~r~r~r~r  ~r     ? P ~t~t~t~t~t~t~g ~s  E  ? P ~t~t~t~t~t~s~g ~s  E  ? P ~s~s~s~s~s~s~g ~s  E  ?         ~O    E            ~V           ~u~u~u~u~u~u~n ~u         ~r~r~r~r~r~r~< ~r       P ~v~v~v~v~v~v~n ~u       P ~v~v~v~v~v~u~n ~u       P ~u~u~u~u~u~u~n ~u     ?   ~w~w~w~w~w~w  ~w  E  ?   ~x~x~x~x~x~x~g ~x  E  ? P ~x~x~x~x~x~x~g ~x  E      ~y~y~y~y~y~y~n ~y       P ~y~y~y~y~y~y~n ~y     ?   ~z~z~z~z~z~z  ~z  E  ?         ~g    E            ~n       ?   ~<~<~<~<~<~<  ~<  E"
    },
    "URI-reference": {
      states: 189,
      classes: 23,
      classMap: 0,
      accepting: " !!! !!!   !!  ! !!    ! !                  !                                                                                                                                                ",
      table: "                        #$%###&###### '#(((  # #$%###'###### '####  # $ )$$$$$$$$$$$$$$$$  $        ******   *      '$+''',''''''''''''  ' '$+''''''''''''''''  ' #$%((('((((((-'#(((  #        ......   .             ######   #             //////   /      0$1000'0000002'30004 0 '$+'''&''''''''''''  '        $$$$$$   $             ''''''   '      0$1000'0000002'3000  0        555555   5      6$7666'2222226'3666  6 8$9888'888888:' 8884 8        ;;;;;;<  ; =           000000   0      6 7666 6666666 3666  6        >>>>>>   >      8$9888'888888:' 888  8        ??????   ?       $    ':::::: '               @@@@@@A  @                   B                CCCCCC   C             666666   6             888888   8             DDDDDDA  D             EEEEEEF  E        G    HIJKKK   L   M       N CCCCCC   C             OOOOOOA  O             PPPPPPQ  P        G    RSTUUU   V   M           W               G  X YYYYYYZ  Y   M    G  X [[[[[[Z  Y   M    G  X [[[[]^Z  Y   M    G  X ^^^^^^Z  Y   M    G    YYYYYYZ  Y   M   $    '      :'        _  ___ _______  ___  _              A                ``````Q  `             aaaaaab  a        G  X ccccccd  c   M    G  X eeeeeed  c   M    G  X eeeefgd  c   M    G  X ggggggd  c   M    G    ccccccd  c   M             h                  ijklll            G    mmmmmmZ  m   M         RSTUUU   V        G  X nnnnnnZ  m   M    G  X nnnnnmZ  m   M    G  X mmmmmmZ  m   M  _  ___ _______  ___ M_        ooooooQ  o             ppppppq  p        G    rstuuu   v   M    G    wwwwwwd  w   M         rstuuu   v        G  X xxxxxxd  w   M    G  X xxxxxwd  w   M    G  X wwwwwwd  w   M    y zz zzzzzz   zzz  z      {                      { llllll               { llll|i               { iiiiii            G    }}}}}}Z  }   M    G  X }}}}}}Z  }   M               Q                ~ ~ ~ ~ ~ ~ q  ~              ~!~!~!~!~!~!~#  ~!        G  X ~$~$~$~$~$~$~%  ~$   M    G  X ~&~&~&~&~&~&~%  ~$   M    G  X ~&~&~&~&~'~(~%  ~$   M    G  X ~(~(~(~(~(~(~%  ~$   M    G    ~$~$~$~$~$~$~%  ~$   M    G    ~)~)~)~)~)~)d  ~)   M    G  X ~)~)~)~)~)~)d  ~)   M         ~*~*~*~*~*~*   ~*        y zz zzzzzz   zzz Mz        ~+~,~-~.~.~.               { iiiii             G          Z      M         ~/~/~/~/~/~/q  ~/             ~0~0~0~0~0~0~1  ~0        G    ~2~3~4~5~5~5   ~6   M    G    ~7~7~7~7~7~7~%  ~7   M         ~2~3~4~5~5~5   ~6        G  X ~8~8~8~8~8~8~%  ~7   M    G  X ~8~8~8~8~8~7~%  ~7   M    G  X ~7~7~7~7~7~7~%  ~7   M    G          d      M         zzzzzz   z           ~9                      ~9 ~.~.~.~.~.~.               ~9 ~.~.~.~.~:~+               ~9 ~+~+~+~+~+~+                       q                ~;~;~;~;~;~;~1  ~;             ~<~<~<~<~<~<~=  ~<        G  X ~>~>~>~>~>~>~?  ~>   M    G  X ~@~@~@~@~@~@~?  ~>   M    G  X ~@~@~@~@~A~B~?  ~>   M    G  X ~B~B~B~B~B~B~?  ~>   M    G    ~>~>~>~>~>~>~?  ~>   M    G    ~C~C~C~C~C~C~%  ~C   M    G  X ~C~C~C~C~C~C~%  ~C   M         ~D~E~F~G~G~G               ~9 ~+~+~+~+~+                  ~H~H~H~H~H~H~1  ~H             ~I~I~I~I~I~I~J  ~I        G    ~K~L~M~N~N~N   ~O   M    G    ~P~P~P~P~P~P~?  ~P   M         ~K~L~M~N~N~N   ~O        G  X ~Q~Q~Q~Q~Q~Q~?  ~P   M    G  X ~Q~Q~Q~Q~Q~P~?  ~P   M    G  X ~P~P~P~P~P~P~?  ~P   M    G          ~%      M    G                 M    G    ~G~G~G~G~G~G       M    G    ~G~G~G~G~R~D       M    G    ~D~D~D~D~D~D       M               ~1                ~S~S~S~S~S~S~J  ~S             ~T~T~T~T~T~T~U  ~T        G  X ~V~V~V~V~V~V~W  ~V   M    G  X ~X~X~X~X~X~X~W  ~V   M    G  X ~X~X~X~X~Y~Z~W  ~V   M    G  X ~Z~Z~Z~Z~Z~Z~W  ~V   M    G    ~V~V~V~V~V~V~W  ~V   M    G    ~[~[~[~[~[~[~?  ~[   M    G  X ~[~[~[~[~[~[~?  ~[   M    G    ~D~D~D~D~D        M         ~]~]~]~]~]~]~J  ~]             ~^~^~^~^~^~^~_  ~^        G    ~`~a~b~c~c~c   ~d   M    G    ~e~e~e~e~e~e~W  ~e   M         ~`~a~b~c~c~c   ~d        G  X ~f~f~f~f~f~f~W  ~e   M    G  X ~f~f~f~f~f~e~W  ~e   M    G  X ~e~e~e~e~e~e~W  ~e   M    G          ~?      M               ~J                ~g~g~g~g~g~g~_  ~g             ~h~i~j~k~k~k~l  ~m        G  X ~n~n~n~n~n~n~o  ~n   M    G  X ~p~p~p~p~p~p~o  ~n   M    G  X ~p~p~p~p~q~r~o  ~n   M    G  X ~r~r~r~r~r~r~o  ~n   M    G    ~n~n~n~n~n~n~o  ~n   M    G    ~s~s~s~s~s~s~W  ~s   M    G  X ~s~s~s~s~s~s~W  ~s   M         ~t~t~t~t~t~t~_  ~t           X ~u~u~u~u~u~u~v  ~u           X ~w~w~w~w~w~w~v  ~u           X ~w~w~w~w~x~y~v  ~u           X ~y~y~y~y~y~y~v  ~u        G    ~z~z~z~z~z~z   ~z   M         ~u~u~u~u~u~u~v  ~u        G    ~{~{~{~{~{~{~o  ~{   M         ~z~z~z~z~z~z   ~z        G  X ~|~|~|~|~|~|~o  ~{   M    G  X ~|~|~|~|~|~{~o  ~{   M    G  X ~{~{~{~{~{~{~o  ~{   M    G          ~W      M               ~_                ~}~}~}~}~}~}~v  ~}             ~z~z~z~z~z~z~D  ~z           X ~~ ~~ ~~ ~~ ~~ ~~ ~v  ~}           X ~~ ~~ ~~ ~~ ~~ ~}~v  ~}           X ~}~}~}~}~}~}~v  ~}        G    ~~!~~!~~!~~!~~!~~!   ~~!   M    G    ~~#~~#~~#~~#~~#~~#~o  ~~#   M    G  X ~~#~~#~~#~~#~~#~~#~o  ~~#   M         ~~$~~$~~$~~$~~$~~$~v  ~~$           X ~~$~~$~~$~~$~~$~~$~v  ~~$        G    ~~%~~%~~%~~%~~%~~%   ~~%   M    G          ~o      M               ~v           G    ~D~D~D~D~D~D   ~D   M "
    },
    "absolute-URI": {
      states: 183,
      classes: 22,
      classMap: 2,
      accepting: "   !! ! !! !!    ! !                  !                                                                                                                                                ",
      table: "                                      ###      ### ######$  ###    %&%%%'%%%%%%%%%%%%  % %&%%%%%%%%%%%%%%%%  %       ((((((   (      %&%%%)%%%%%%%%%%%%  %       %%%%%%   %      *+***%******,%-***. * *+***%******,%-***  *       //////   /      01000%,,,,,,0%-000  0 23222%2222224% 222. 2       5555556  5 7          ******   *      01000 0000000 -000  0       888888   8      23222%2222224% 222  2       999999   9           %444444 %              ::::::;  :                  <               ======   =            000000   0            222222   2            >>>>>>;  >            ??????@  ?       A    BCDEEE   F   G      H ======   =            IIIIII;  I            JJJJJJK  J       A    LMNOOO   P   G          Q              A  R SSSSSST  S   G   A  R UUUUUUT  S   G   A  R UUUUVWT  S   G   A  R WWWWWWT  S   G   A    SSSSSST  S   G       %      4%        X XXX XXXXXXX  XXX  X             ;               YYYYYYK  Y            ZZZZZZ[  Z       A  R ]]]]]]^  ]   G   A  R ______^  ]   G   A  R ____`a^  ]   G   A  R aaaaaa^  ]   G   A    ]]]]]]^  ]   G            b                 cdefff           A    ggggggT  g   G        LMNOOO   P       A  R hhhhhhT  g   G   A  R hhhhhgT  g   G   A  R ggggggT  g   G  X XXX XXXXXXX  XXX GX       iiiiiiK  i            jjjjjjk  j       A    lmnooo   p   G   A    qqqqqq^  q   G        lmnooo   p       A  R rrrrrr^  q   G   A  R rrrrrq^  q   G   A  R qqqqqq^  q   G   s tt tttttt   ttt  t     u                     u ffffff              u ffffvc              u cccccc           A    wwwwwwT  w   G   A  R wwwwwwT  w   G              K               xxxxxxk  x            yyyyyyz  y       A  R {{{{{{|  {   G   A  R }}}}}}|  {   G   A  R }}}}~ ~!|  {   G   A  R ~!~!~!~!~!~!|  {   G   A    {{{{{{|  {   G   A    ~#~#~#~#~#~#^  ~#   G   A  R ~#~#~#~#~#~#^  ~#   G        ~$~$~$~$~$~$   ~$       s tt tttttt   ttt Gt       ~%~&~'~(~(~(              u ccccc            A          T      G        ~)~)~)~)~)~)k  ~)            ~*~*~*~*~*~*~+  ~*       A    ~,~-~.~/~/~/   ~0   G   A    ~1~1~1~1~1~1|  ~1   G        ~,~-~.~/~/~/   ~0       A  R ~2~2~2~2~2~2|  ~1   G   A  R ~2~2~2~2~2~1|  ~1   G   A  R ~1~1~1~1~1~1|  ~1   G   A          ^      G        tttttt   t          ~3                     ~3 ~(~(~(~(~(~(              ~3 ~(~(~(~(~4~%              ~3 ~%~%~%~%~%~%                      k               ~5~5~5~5~5~5~+  ~5            ~6~6~6~6~6~6~7  ~6       A  R ~8~8~8~8~8~8~9  ~8   G   A  R ~:~:~:~:~:~:~9  ~8   G   A  R ~:~:~:~:~;~<~9  ~8   G   A  R ~<~<~<~<~<~<~9  ~8   G   A    ~8~8~8~8~8~8~9  ~8   G   A    ~=~=~=~=~=~=|  ~=   G   A  R ~=~=~=~=~=~=|  ~=   G        ~>~?~@~A~A~A              ~3 ~%~%~%~%~%                 ~B~B~B~B~B~B~+  ~B            ~C~C~C~C~C~C~D  ~C       A    ~E~F~G~H~H~H   ~I   G   A    ~J~J~J~J~J~J~9  ~J   G        ~E~F~G~H~H~H   ~I       A  R ~K~K~K~K~K~K~9  ~J   G   A  R ~K~K~K~K~K~J~9  ~J   G   A  R ~J~J~J~J~J~J~9  ~J   G   A          |      G   A                 G   A    ~A~A~A~A~A~A       G   A    ~A~A~A~A~L~>       G   A    ~>~>~>~>~>~>       G              ~+               ~M~M~M~M~M~M~D  ~M            ~N~N~N~N~N~N~O  ~N       A  R ~P~P~P~P~P~P~Q  ~P   G   A  R ~R~R~R~R~R~R~Q  ~P   G   A  R ~R~R~R~R~S~T~Q  ~P   G   A  R ~T~T~T~T~T~T~Q  ~P   G   A    ~P~P~P~P~P~P~Q  ~P   G   A    ~U~U~U~U~U~U~9  ~U   G   A  R ~U~U~U~U~U~U~9  ~U   G   A    ~>~>~>~>~>        G        ~V~V~V~V~V~V~D  ~V            ~W~W~W~W~W~W~X  ~W       A    ~Y~Z~[~]~]~]   ~^   G   A    ~_~_~_~_~_~_~Q  ~_   G        ~Y~Z~[~]~]~]   ~^       A  R ~`~`~`~`~`~`~Q  ~_   G   A  R ~`~`~`~`~`~_~Q  ~_   G   A  R ~_~_~_~_~_~_~Q  ~_   G   A          ~9      G              ~D               ~a~a~a~a~a~a~X  ~a            ~b~c~d~e~e~e~f  ~g       A  R ~h~h~h~h~h~h~i  ~h   G   A  R ~j~j~j~j~j~j~i  ~h   G   A  R ~j~j~j~j~k~l~i  ~h   G   A  R ~l~l~l~l~l~l~i  ~h   G   A    ~h~h~h~h~h~h~i  ~h   G   A    ~m~m~m~m~m~m~Q  ~m   G   A  R ~m~m~m~m~m~m~Q  ~m   G        ~n~n~n~n~n~n~X  ~n          R ~o~o~o~o~o~o~p  ~o          R ~q~q~q~q~q~q~p  ~o          R ~q~q~q~q~r~s~p  ~o          R ~s~s~s~s~s~s~p  ~o       A    ~t~t~t~t~t~t   ~t   G        ~o~o~o~o~o~o~p  ~o       A    ~u~u~u~u~u~u~i  ~u   G        ~t~t~t~t~t~t   ~t       A  R ~v~v~v~v~v~v~i  ~u   G   A  R ~v~v~v~v~v~u~i  ~u   G   A  R ~u~u~u~u~u~u~i  ~u   G   A          ~Q      G              ~X               ~w~w~w~w~w~w~p  ~w            ~t~t~t~t~t~t~>  ~t          R ~x~x~x~x~x~x~p  ~w          R ~x~x~x~x~x~w~p  ~w          R ~w~w~w~w~w~w~p  ~w       A    ~y~y~y~y~y~y   ~y   G   A    ~z~z~z~z~z~z~i  ~z   G   A  R ~z~z~z~z~z~z~i  ~z   G        ~{~{~{~{~{~{~p  ~{          R ~{~{~{~{~{~{~p  ~{       A    ~|~|~|~|~|~|   ~|   G   A          ~i      G              ~p          A    ~>~>~>~>~>~>   ~>   G "
    },
    "relative-ref": {
      states: 187,
      classes: 20,
      classMap: 3,
      accepting: " !!! !!   !  ! !!    ! !                  !                                                                                                                                                ",
      table: "                     #$%##&###### '###   #$%##'###### '###   $ ($$$$$$$$$$$$$$         ))))))   )    '$*''+'''''''''''   '$*''''''''''''''         ,,,,,,   ,          ######   #          ------   -    .$/..'......0'1..2        $$$$$$   $          ''''''   '    .$/..'......0'1..         333333   3    4$544'0000004'144   6$766'6666668' 662        999999:  9;         ......   .    4 544 4444444 144         <<<<<<   <    6$766'6666668' 66         ======   =     $   '888888 '            >>>>>>?  >                @             AAAAAA   A          444444   4          666666   6          BBBBBB?  B          CCCCCCD  C      E   FGHIII   J  K     L AAAAAA   A          MMMMMM?  M          NNNNNNO  N      E   PQRSSS   T  K         U             E V WWWWWWX  W  K   E V YYYYYYX  W  K   E V YYYYZ[X  W  K   E V [[[[[[X  W  K   E   WWWWWWX  W  K  $   '      8'      ]  ]] ]]]]]]]  ]]               ?             ^^^^^^O  ^          ______`  _      E V aaaaaab  a  K   E V ccccccb  a  K   E V ccccdeb  a  K   E V eeeeeeb  a  K   E   aaaaaab  a  K           f               ghijjj          E   kkkkkkX  k  K       PQRSSS   T      E V llllllX  k  K   E V lllllkX  k  K   E V kkkkkkX  k  K ]  ]] ]]]]]]]  ]] K       mmmmmmO  m          nnnnnno  n      E   pqrsss   t  K   E   uuuuuub  u  K       pqrsss   t      E V vvvvvvb  u  K   E V vvvvvub  u  K   E V uuuuuub  u  K   wxx xxxxxx   xx       y                   y jjjjjj            y jjjjzg            y gggggg          E   {{{{{{X  {  K   E V {{{{{{X  {  K             O             ||||||o  |          }}}}}}~   }      E V ~!~!~!~!~!~!~#  ~!  K   E V ~$~$~$~$~$~$~#  ~!  K   E V ~$~$~$~$~%~&~#  ~!  K   E V ~&~&~&~&~&~&~#  ~!  K   E   ~!~!~!~!~!~!~#  ~!  K   E   ~'~'~'~'~'~'b  ~'  K   E V ~'~'~'~'~'~'b  ~'  K       ~(~(~(~(~(~(   ~(      wxx xxxxxx   xx K       ~)~*~+~,~,~,            y ggggg           E         X     K       ~-~-~-~-~-~-o  ~-          ~.~.~.~.~.~.~/  ~.      E   ~0~1~2~3~3~3   ~4  K   E   ~5~5~5~5~5~5~#  ~5  K       ~0~1~2~3~3~3   ~4      E V ~6~6~6~6~6~6~#  ~5  K   E V ~6~6~6~6~6~5~#  ~5  K   E V ~5~5~5~5~5~5~#  ~5  K   E         b     K       xxxxxx   x        ~7                   ~7 ~,~,~,~,~,~,            ~7 ~,~,~,~,~8~)            ~7 ~)~)~)~)~)~)                    o             ~9~9~9~9~9~9~/  ~9          ~:~:~:~:~:~:~;  ~:      E V ~<~<~<~<~<~<~=  ~<  K   E V ~>~>~>~>~>~>~=  ~<  K   E V ~>~>~>~>~?~@~=  ~<  K   E V ~@~@~@~@~@~@~=  ~<  K   E   ~<~<~<~<~<~<~=  ~<  K   E   ~A~A~A~A~A~A~#  ~A  K   E V ~A~A~A~A~A~A~#  ~A  K       ~B~C~D~E~E~E            ~7 ~)~)~)~)~)               ~F~F~F~F~F~F~/  ~F          ~G~G~G~G~G~G~H  ~G      E   ~I~J~K~L~L~L   ~M  K   E   ~N~N~N~N~N~N~=  ~N  K       ~I~J~K~L~L~L   ~M      E V ~O~O~O~O~O~O~=  ~N  K   E V ~O~O~O~O~O~N~=  ~N  K   E V ~N~N~N~N~N~N~=  ~N  K   E         ~#     K   E               K   E   ~E~E~E~E~E~E      K   E   ~E~E~E~E~P~B      K   E   ~B~B~B~B~B~B      K             ~/             ~Q~Q~Q~Q~Q~Q~H  ~Q          ~R~R~R~R~R~R~S  ~R      E V ~T~T~T~T~T~T~U  ~T  K   E V ~V~V~V~V~V~V~U  ~T  K   E V ~V~V~V~V~W~X~U  ~T  K   E V ~X~X~X~X~X~X~U  ~T  K   E   ~T~T~T~T~T~T~U  ~T  K   E   ~Y~Y~Y~Y~Y~Y~=  ~Y  K   E V ~Y~Y~Y~Y~Y~Y~=  ~Y  K   E   ~B~B~B~B~B       K       ~Z~Z~Z~Z~Z~Z~H  ~Z          ~[~[~[~[~[~[~]  ~[      E   ~^~_~`~a~a~a   ~b  K   E   ~c~c~c~c~c~c~U  ~c  K       ~^~_~`~a~a~a   ~b      E V ~d~d~d~d~d~d~U  ~c  K   E V ~d~d~d~d~d~c~U  ~c  K   E V ~c~c~c~c~c~c~U  ~c  K   E         ~=     K             ~H             ~e~e~e~e~e~e~]  ~e          ~f~g~h~i~i~i~j  ~k      E V ~l~l~l~l~l~l~m  ~l  K   E V ~n~n~n~n~n~n~m  ~l  K   E V ~n~n~n~n~o~p~m  ~l  K   E V ~p~p~p~p~p~p~m  ~l  K   E   ~l~l~l~l~l~l~m  ~l  K   E   ~q~q~q~q~q~q~U  ~q  K   E V ~q~q~q~q~q~q~U  ~q  K       ~r~r~r~r~r~r~]  ~r        V ~s~s~s~s~s~s~t  ~s        V ~u~u~u~u~u~u~t  ~s        V ~u~u~u~u~v~w~t  ~s        V ~w~w~w~w~w~w~t  ~s      E   ~x~x~x~x~x~x   ~x  K       ~s~s~s~s~s~s~t  ~s      E   ~y~y~y~y~y~y~m  ~y  K       ~x~x~x~x~x~x   ~x      E V ~z~z~z~z~z~z~m  ~y  K   E V ~z~z~z~z~z~y~m  ~y  K   E V ~y~y~y~y~y~y~m  ~y  K   E         ~U     K             ~]             ~{~{~{~{~{~{~t  ~{          ~x~x~x~x~x~x~B  ~x        V ~|~|~|~|~|~|~t  ~{        V ~|~|~|~|~|~{~t  ~{        V ~{~{~{~{~{~{~t  ~{      E   ~}~}~}~}~}~}   ~}  K   E   ~~ ~~ ~~ ~~ ~~ ~~ ~m  ~~   K   E V ~~ ~~ ~~ ~~ ~~ ~~ ~m  ~~   K       ~~!~~!~~!~~!~~!~~!~t  ~~!        V ~~!~~!~~!~~!~~!~~!~t  ~~!      E   ~~#~~#~~#~~#~~#~~#   ~~#  K   E         ~m     K             ~t         E   ~B~B~B~B~B~B   ~B  K"
    },
    "relative-part": {
      states: 184,
      classes: 18,
      classMap: 1,
      accepting: " !! !!  ! ! !!    ! !                  !                                                                                                                                                ",
      table: "                   #$##%###### ###   #$##&###### ###        ''''''  '    &(&&)&&&&&&&&&&   &(&&&&&&&&&&&&&        ######  #         ******  *    +,++&++++++-.++/       &&&&&&  &    +,++&++++++-.++        000000  0    1211&------1.11   3433&3333335 33/       6666667 68        ++++++  +    1211 1111111.11        999999  9    3433&3333335 33        ::::::  :        &555555            ;;;;;;< ;               =           >>>>>>  >         111111  1         333333  3         ??????< ?         @@@@@@A @     B   CDEFFF  G  H    I >>>>>>  >         JJJJJJ< J         KKKKKKL K     B   MNOPPP  Q  H        R           B S TTTTTTU T  H  B S VVVVVVU T  H  B S VVVVWXU T  H  B S XXXXXXU T  H  B   TTTTTTU T  H     &      5      Y YY YYYYYYY YY              <           ZZZZZZL Z         [[[[[[] [     B S ^^^^^^_ ^  H  B S ``````_ ^  H  B S ````ab_ ^  H  B S bbbbbb_ ^  H  B   ^^^^^^_ ^  H          c             defggg        B   hhhhhhU h  H      MNOPPP  Q     B S iiiiiiU h  H  B S iiiiihU h  H  B S hhhhhhU h  H Y YY YYYYYYY YY H      jjjjjjL j         kkkkkkl k     B   mnoppp  q  H  B   rrrrrr_ r  H      mnoppp  q     B S ssssss_ r  H  B S sssssr_ r  H  B S rrrrrr_ r  H  tuu uuuuuu  uu      v                 v gggggg          v ggggwd          v dddddd        B   xxxxxxU x  H  B S xxxxxxU x  H            L           yyyyyyl y         zzzzzz{ z     B S ||||||} |  H  B S ~ ~ ~ ~ ~ ~ } |  H  B S ~ ~ ~ ~ ~!~#} |  H  B S ~#~#~#~#~#~#} |  H  B   ||||||} |  H  B   ~$~$~$~$~$~$_ ~$  H  B S ~$~$~$~$~$~$_ ~$  H      ~%~%~%~%~%~%  ~%     tuu uuuuuu  uu H      ~&~'~(~)~)~)          v ddddd         B         U    H      ~*~*~*~*~*~*l ~*         ~+~+~+~+~+~+~, ~+     B   ~-~.~/~0~0~0  ~1  H  B   ~2~2~2~2~2~2} ~2  H      ~-~.~/~0~0~0  ~1     B S ~3~3~3~3~3~3} ~2  H  B S ~3~3~3~3~3~2} ~2  H  B S ~2~2~2~2~2~2} ~2  H  B         _    H      uuuuuu  u       ~4                 ~4 ~)~)~)~)~)~)          ~4 ~)~)~)~)~5~&          ~4 ~&~&~&~&~&~&                  l           ~6~6~6~6~6~6~, ~6         ~7~7~7~7~7~7~8 ~7     B S ~9~9~9~9~9~9~: ~9  H  B S ~;~;~;~;~;~;~: ~9  H  B S ~;~;~;~;~<~=~: ~9  H  B S ~=~=~=~=~=~=~: ~9  H  B   ~9~9~9~9~9~9~: ~9  H  B   ~>~>~>~>~>~>} ~>  H  B S ~>~>~>~>~>~>} ~>  H      ~?~@~A~B~B~B          ~4 ~&~&~&~&~&             ~C~C~C~C~C~C~, ~C         ~D~D~D~D~D~D~E ~D     B   ~F~G~H~I~I~I  ~J  H  B   ~K~K~K~K~K~K~: ~K  H      ~F~G~H~I~I~I  ~J     B S ~L~L~L~L~L~L~: ~K  H  B S ~L~L~L~L~L~K~: ~K  H  B S ~K~K~K~K~K~K~: ~K  H  B         }    H  B              H  B   ~B~B~B~B~B~B     H  B   ~B~B~B~B~M~?     H  B   ~?~?~?~?~?~?     H            ~,           ~N~N~N~N~N~N~E ~N         ~O~O~O~O~O~O~P ~O     B S ~Q~Q~Q~Q~Q~Q~R ~Q  H  B S ~S~S~S~S~S~S~R ~Q  H  B S ~S~S~S~S~T~U~R ~Q  H  B S ~U~U~U~U~U~U~R ~Q  H  B   ~Q~Q~Q~Q~Q~Q~R ~Q  H  B   ~V~V~V~V~V~V~: ~V  H  B S ~V~V~V~V~V~V~: ~V  H  B   ~?~?~?~?~?      H      ~W~W~W~W~W~W~E ~W         ~X~X~X~X~X~X~Y ~X     B   ~Z~[~]~^~^~^  ~_  H  B   ~`~`~`~`~`~`~R ~`  H      ~Z~[~]~^~^~^  ~_     B S ~a~a~a~a~a~a~R ~`  H  B S ~a~a~a~a~a~`~R ~`  H  B S ~`~`~`~`~`~`~R ~`  H  B         ~:    H            ~E           ~b~b~b~b~b~b~Y ~b         ~c~d~e~f~f~f~g ~h     B S ~i~i~i~i~i~i~j ~i  H  B S ~k~k~k~k~k~k~j ~i  H  B S ~k~k~k~k~l~m~j ~i  H  B S ~m~m~m~m~m~m~j ~i  H  B   ~i~i~i~i~i~i~j ~i  H  B   ~n~n~n~n~n~n~R ~n  H  B S ~n~n~n~n~n~n~R ~n  H      ~o~o~o~o~o~o~Y ~o       S ~p~p~p~p~p~p~q ~p       S ~r~r~r~r~r~r~q ~p       S ~r~r~r~r~s~t~q ~p       S ~t~t~t~t~t~t~q ~p     B   ~u~u~u~u~u~u  ~u  H      ~p~p~p~p~p~p~q ~p     B   ~v~v~v~v~v~v~j ~v  H      ~u~u~u~u~u~u  ~u     B S ~w~w~w~w~w~w~j ~v  H  B S ~w~w~w~w~w~v~j ~v  H  B S ~v~v~v~v~v~v~j ~v  H  B         ~R    H            ~Y           ~x~x~x~x~x~x~q ~x         ~u~u~u~u~u~u~? ~u       S ~y~y~y~y~y~y~q ~x       S ~y~y~y~y~y~x~q ~x       S ~x~x~x~x~x~x~q ~x     B   ~z~z~z~z~z~z  ~z  H  B   ~{~{~{~{~{~{~j ~{  H  B S ~{~{~{~{~{~{~j ~{  H      ~|~|~|~|~|~|~q ~|       S ~|~|~|~|~|~|~q ~|     B   ~}~}~}~}~}~}  ~}  H  B         ~j    H            ~q       B   ~?~?~?~?~?~?  ~?  H"
    },
    "scheme": {
      states: 3,
      classes: 3,
      classMap: 4,
      accepting: "  !",
      table: "     # ##"
    },
    "authority": {
      states: 176,
      classes: 17,
      classMap: 5,
      accepting: " !! !!    ! !                  !                                                                                                                                                ",
      table: "                  #$########%&##'  #$########%&##       ((((((  (    )*))%%%%%%)&))   +,++++++++- ++'      ....../ .0       ######  #    )*)))))))))&))       111111  1    +,++++++++- ++       222222  2        ------           3333334 3              5          666666  6        ))))))  )        ++++++  +        7777774 7        8888889 8     :  ;<=>>>  ?  @    A666666  6        BBBBBB4 B        CCCCCCD C     :  EFGHHH  I  @       J           : KLLLLLLM L  @  : KNNNNNNM L  @  : KNNNNOPM L  @  : KPPPPPPM L  @  :  LLLLLLM L  @           -      Q QQQQQQQQQ QQ             4          RRRRRRD R        SSSSSST S     : KUUUUUUV U  @  : KWWWWWWV U  @  : KWWWWXYV U  @  : KYYYYYYV U  @  :  UUUUUUV U  @         Z            []^___        :  ``````M `  @     EFGHHH  I     : KaaaaaaM `  @  : Kaaaaa`M `  @  : K``````M `  @ Q QQQQQQQQQ QQ @     bbbbbbD b        ccccccd c     :  efghhh  i  @  :  jjjjjjV j  @     efghhh  i     : KkkkkkkV j  @  : KkkkkkjV j  @  : KjjjjjjV j  @  lmmmmmmmm  mm      n                n______          n____o[          n[[[[[[        :  ppppppM p  @  : KppppppM p  @           D          qqqqqqd q        rrrrrrs r     : Kttttttu t  @  : Kvvvvvvu t  @  : Kvvvvwxu t  @  : Kxxxxxxu t  @  :  ttttttu t  @  :  yyyyyyV y  @  : KyyyyyyV y  @     zzzzzz  z     lmmmmmmmm  mm @     {|}~ ~ ~           n[[[[[         :        M    @     ~!~!~!~!~!~!d ~!        ~#~#~#~#~#~#~$ ~#     :  ~%~&~'~(~(~(  ~)  @  :  ~*~*~*~*~*~*u ~*  @     ~%~&~'~(~(~(  ~)     : K~+~+~+~+~+~+u ~*  @  : K~+~+~+~+~+~*u ~*  @  : K~*~*~*~*~*~*u ~*  @  :        V    @     mmmmmm  m       ~,                ~,~ ~ ~ ~ ~ ~           ~,~ ~ ~ ~ ~-{          ~,{{{{{{                 d          ~.~.~.~.~.~.~$ ~.        ~/~/~/~/~/~/~0 ~/     : K~1~1~1~1~1~1~2 ~1  @  : K~3~3~3~3~3~3~2 ~1  @  : K~3~3~3~3~4~5~2 ~1  @  : K~5~5~5~5~5~5~2 ~1  @  :  ~1~1~1~1~1~1~2 ~1  @  :  ~6~6~6~6~6~6u ~6  @  : K~6~6~6~6~6~6u ~6  @     ~7~8~9~:~:~:          ~,{{{{{            ~;~;~;~;~;~;~$ ~;        ~<~<~<~<~<~<~= ~<     :  ~>~?~@~A~A~A  ~B  @  :  ~C~C~C~C~C~C~2 ~C  @     ~>~?~@~A~A~A  ~B     : K~D~D~D~D~D~D~2 ~C  @  : K~D~D~D~D~D~C~2 ~C  @  : K~C~C~C~C~C~C~2 ~C  @  :        u    @  :             @  :  ~:~:~:~:~:~:     @  :  ~:~:~:~:~E~7     @  :  ~7~7~7~7~7~7     @           ~$          ~F~F~F~F~F~F~= ~F        ~G~G~G~G~G~G~H ~G     : K~I~I~I~I~I~I~J ~I  @  : K~K~K~K~K~K~K~J ~I  @  : K~K~K~K~K~L~M~J ~I  @  : K~M~M~M~M~M~M~J ~I  @  :  ~I~I~I~I~I~I~J ~I  @  :  ~N~N~N~N~N~N~2 ~N  @  : K~N~N~N~N~N~N~2 ~N  @  :  ~7~7~7~7~7      @     ~O~O~O~O~O~O~= ~O        ~P~P~P~P~P~P~Q ~P     :  ~R~S~T~U~U~U  ~V  @  :  ~W~W~W~W~W~W~J ~W  @     ~R~S~T~U~U~U  ~V     : K~X~X~X~X~X~X~J ~W  @  : K~X~X~X~X~X~W~J ~W  @  : K~W~W~W~W~W~W~J ~W  @  :        ~2    @           ~=          ~Y~Y~Y~Y~Y~Y~Q ~Y        ~Z~[~]~^~^~^~_ ~`     : K~a~a~a~a~a~a~b ~a  @  : K~c~c~c~c~c~c~b ~a  @  : K~c~c~c~c~d~e~b ~a  @  : K~e~e~e~e~e~e~b ~a  @  :  ~a~a~a~a~a~a~b ~a  @  :  ~f~f~f~f~f~f~J ~f  @  : K~f~f~f~f~f~f~J ~f  @     ~g~g~g~g~g~g~Q ~g       K~h~h~h~h~h~h~i ~h       K~j~j~j~j~j~j~i ~h       K~j~j~j~j~k~l~i ~h       K~l~l~l~l~l~l~i ~h     :  ~m~m~m~m~m~m  ~m  @     ~h~h~h~h~h~h~i ~h     :  ~n~n~n~n~n~n~b ~n  @     ~m~m~m~m~m~m  ~m     : K~o~o~o~o~o~o~b ~n  @  : K~o~o~o~o~o~n~b ~n  @  : K~n~n~n~n~n~n~b ~n  @  :        ~J    @           ~Q          ~p~p~p~p~p~p~i ~p        ~m~m~m~m~m~m~7 ~m       K~q~q~q~q~q~q~i ~p       K~q~q~q~q~q~p~i ~p       K~p~p~p~p~p~p~i ~p     :  ~r~r~r~r~r~r  ~r  @  :  ~s~s~s~s~s~s~b ~s  @  : K~s~s~s~s~s~s~b ~s  @     ~t~t~t~t~t~t~i ~t       K~t~t~t~t~t~t~i ~t     :  ~u~u~u~u~u~u  ~u  @  :        ~b    @           ~i       :  ~7~7~7~7~7~7  ~7  @"
    },
    "userinfo": {
      states: 4,
      classes: 4,
      classMap: 6,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "host": {
      states: 167,
      classes: 16,
      classMap: 7,
      accepting: " !!                   !                                                                                                                                                ",
      table: "                 #$######## ##%  #$######## ##       &&&&&& &        ''''''(')       ###### #        ******+*              ,         ------ -        ......+.        //////0/     1  234555 6  7    8------ -        999999+9        ::::::;:     1  <=>??? @  7       A          1 BCCCCCCDC  7  1 BEEEEEEDC  7  1 BEEEEFGDC  7  1 BGGGGGGDC  7  1  CCCCCCDC  7                 H HHHHHHHHHHH             +         IIIIII;I        JJJJJJKJ     1 BLLLLLLML  7  1 BNNNNNNML  7  1 BNNNNOPML  7  1 BPPPPPPML  7  1  LLLLLLML  7         Q           RSTUUU       1  VVVVVVDV  7     <=>??? @     1 BWWWWWWDV  7  1 BWWWWWVDV  7  1 BVVVVVVDV  7 H HHHHHHHHHHH 7     XXXXXX;X        YYYYYYZY     1  []^___ `  7  1  aaaaaaMa  7     []^___ `     1 BbbbbbbMa  7  1 BbbbbbaMa  7  1 BaaaaaaMa  7  cdddddddd dd      e               eUUUUUU         eUUUUfR         eRRRRRR       1  ggggggDg  7  1 BggggggDg  7           ;         hhhhhhZh        iiiiiiji     1 Bkkkkkklk  7  1 Bmmmmmmlk  7  1 Bmmmmnolk  7  1 Boooooolk  7  1  kkkkkklk  7  1  ppppppMp  7  1 BppppppMp  7     qqqqqq q     cdddddddd dd 7     rstuuu         eRRRRR        1        D   7     vvvvvvZv        wwwwwwxw     1  yz{||| }  7  1  ~ ~ ~ ~ ~ ~ l~   7     yz{||| }     1 B~!~!~!~!~!~!l~   7  1 B~!~!~!~!~!~ l~   7  1 B~ ~ ~ ~ ~ ~ l~   7  1        M   7     dddddd d       ~#               ~#uuuuuu         ~#uuuu~$r         ~#rrrrrr                Z         ~%~%~%~%~%~%x~%        ~&~&~&~&~&~&~'~&     1 B~(~(~(~(~(~(~)~(  7  1 B~*~*~*~*~*~*~)~(  7  1 B~*~*~*~*~+~,~)~(  7  1 B~,~,~,~,~,~,~)~(  7  1  ~(~(~(~(~(~(~)~(  7  1  ~-~-~-~-~-~-l~-  7  1 B~-~-~-~-~-~-l~-  7     ~.~/~0~1~1~1         ~#rrrrr           ~2~2~2~2~2~2x~2        ~3~3~3~3~3~3~4~3     1  ~5~6~7~8~8~8 ~9  7  1  ~:~:~:~:~:~:~)~:  7     ~5~6~7~8~8~8 ~9     1 B~;~;~;~;~;~;~)~:  7  1 B~;~;~;~;~;~:~)~:  7  1 B~:~:~:~:~:~:~)~:  7  1        l   7  1            7  1  ~1~1~1~1~1~1    7  1  ~1~1~1~1~<~.    7  1  ~.~.~.~.~.~.    7           x         ~=~=~=~=~=~=~4~=        ~>~>~>~>~>~>~?~>     1 B~@~@~@~@~@~@~A~@  7  1 B~B~B~B~B~B~B~A~@  7  1 B~B~B~B~B~C~D~A~@  7  1 B~D~D~D~D~D~D~A~@  7  1  ~@~@~@~@~@~@~A~@  7  1  ~E~E~E~E~E~E~)~E  7  1 B~E~E~E~E~E~E~)~E  7  1  ~.~.~.~.~.     7     ~F~F~F~F~F~F~4~F        ~G~G~G~G~G~G~H~G     1  ~I~J~K~L~L~L ~M  7  1  ~N~N~N~N~N~N~A~N  7     ~I~J~K~L~L~L ~M     1 B~O~O~O~O~O~O~A~N  7  1 B~O~O~O~O~O~N~A~N  7  1 B~N~N~N~N~N~N~A~N  7  1        ~)   7           ~4         ~P~P~P~P~P~P~H~P        ~Q~R~S~T~T~T~U~V     1 B~W~W~W~W~W~W~X~W  7  1 B~Y~Y~Y~Y~Y~Y~X~W  7  1 B~Y~Y~Y~Y~Z~[~X~W  7  1 B~[~[~[~[~[~[~X~W  7  1  ~W~W~W~W~W~W~X~W  7  1  ~]~]~]~]~]~]~A~]  7  1 B~]~]~]~]~]~]~A~]  7     ~^~^~^~^~^~^~H~^       B~_~_~_~_~_~_~`~_       B~a~a~a~a~a~a~`~_       B~a~a~a~a~b~c~`~_       B~c~c~c~c~c~c~`~_     1  ~d~d~d~d~d~d ~d  7     ~_~_~_~_~_~_~`~_     1  ~e~e~e~e~e~e~X~e  7     ~d~d~d~d~d~d ~d     1 B~f~f~f~f~f~f~X~e  7  1 B~f~f~f~f~f~e~X~e  7  1 B~e~e~e~e~e~e~X~e  7  1        ~A   7           ~H         ~g~g~g~g~g~g~`~g        ~d~d~d~d~d~d~.~d       B~h~h~h~h~h~h~`~g       B~h~h~h~h~h~g~`~g       B~g~g~g~g~g~g~`~g     1  ~i~i~i~i~i~i ~i  7  1  ~j~j~j~j~j~j~X~j  7  1 B~j~j~j~j~j~j~X~j  7     ~k~k~k~k~k~k~`~k       B~k~k~k~k~k~k~`~k     1  ~l~l~l~l~l~l ~l  7  1        ~X   7           ~`      1  ~.~.~.~.~.~. ~.  7"
    },
    "port": {
      states: 2,
      classes: 2,
      classMap: 8,
      accepting: " !",
      table: "   !"
    },
    "IP-literal": {
      states: 164,
      classes: 16,
      classMap: 7,
      accepting: "                   !                                                                                                                                                ",
      table: "                              #      $$$$$$%$&       ''''''('              )         ****** *        ++++++(+        ,,,,,,-,     .  /01222 3  4    5****** *        666666(6        77777787     .  9:;<<< =  4       >          . ?@@@@@@A@  4  . ?BBBBBBA@  4  . ?BBBBCDA@  4  . ?DDDDDDA@  4  .  @@@@@@A@  4                 E EEEEEEEEEEE             (         FFFFFF8F        GGGGGGHG     . ?IIIIIIJI  4  . ?KKKKKKJI  4  . ?KKKKLMJI  4  . ?MMMMMMJI  4  .  IIIIIIJI  4         N           OPQRRR       .  SSSSSSAS  4     9:;<<< =     . ?TTTTTTAS  4  . ?TTTTTSAS  4  . ?SSSSSSAS  4 E EEEEEEEEEEE 4     UUUUUU8U        VVVVVVWV     .  XYZ[[[ ]  4  .  ^^^^^^J^  4     XYZ[[[ ]     . ?______J^  4  . ?_____^J^  4  . ?^^^^^^J^  4  `aaaaaaaa aa      b               bRRRRRR         bRRRRcO         bOOOOOO       .  ddddddAd  4  . ?ddddddAd  4           8         eeeeeeWe        ffffffgf     . ?hhhhhhih  4  . ?jjjjjjih  4  . ?jjjjklih  4  . ?llllllih  4  .  hhhhhhih  4  .  mmmmmmJm  4  . ?mmmmmmJm  4     nnnnnn n     `aaaaaaaa aa 4     opqrrr         bOOOOO        .        A   4     ssssssWs        ttttttut     .  vwxyyy z  4  .  {{{{{{i{  4     vwxyyy z     . ?||||||i{  4  . ?|||||{i{  4  . ?{{{{{{i{  4  .        J   4     aaaaaa a       }               }rrrrrr         }rrrr~ o         }oooooo                W         ~!~!~!~!~!~!u~!        ~#~#~#~#~#~#~$~#     . ?~%~%~%~%~%~%~&~%  4  . ?~'~'~'~'~'~'~&~%  4  . ?~'~'~'~'~(~)~&~%  4  . ?~)~)~)~)~)~)~&~%  4  .  ~%~%~%~%~%~%~&~%  4  .  ~*~*~*~*~*~*i~*  4  . ?~*~*~*~*~*~*i~*  4     ~+~,~-~.~.~.         }ooooo           ~/~/~/~/~/~/u~/        ~0~0~0~0~0~0~1~0     .  ~2~3~4~5~5~5 ~6  4  .  ~7~7~7~7~7~7~&~7  4     ~2~3~4~5~5~5 ~6     . ?~8~8~8~8~8~8~&~7  4  . ?~8~8~8~8~8~7~&~7  4  . ?~7~7~7~7~7~7~&~7  4  .        i   4  .            4  .  ~.~.~.~.~.~.    4  .  ~.~.~.~.~9~+    4  .  ~+~+~+~+~+~+    4           u         ~:~:~:~:~:~:~1~:        ~;~;~;~;~;~;~<~;     . ?~=~=~=~=~=~=~>~=  4  . ?~?~?~?~?~?~?~>~=  4  . ?~?~?~?~?~@~A~>~=  4  . ?~A~A~A~A~A~A~>~=  4  .  ~=~=~=~=~=~=~>~=  4  .  ~B~B~B~B~B~B~&~B  4  . ?~B~B~B~B~B~B~&~B  4  .  ~+~+~+~+~+     4     ~C~C~C~C~C~C~1~C        ~D~D~D~D~D~D~E~D     .  ~F~G~H~I~I~I ~J  4  .  ~K~K~K~K~K~K~>~K  4     ~F~G~H~I~I~I ~J     . ?~L~L~L~L~L~L~>~K  4  . ?~L~L~L~L~L~K~>~K  4  . ?~K~K~K~K~K~K~>~K  4  .        ~&   4           ~1         ~M~M~M~M~M~M~E~M        ~N~O~P~Q~Q~Q~R~S     . ?~T~T~T~T~T~T~U~T  4  . ?~V~V~V~V~V~V~U~T  4  . ?~V~V~V~V~W~X~U~T  4  . ?~X~X~X~X~X~X~U~T  4  .  ~T~T~T~T~T~T~U~T  4  .  ~Y~Y~Y~Y~Y~Y~>~Y  4  . ?~Y~Y~Y~Y~Y~Y~>~Y  4     ~Z~Z~Z~Z~Z~Z~E~Z       ?~[~[~[~[~[~[~]~[       ?~^~^~^~^~^~^~]~[       ?~^~^~^~^~_~`~]~[       ?~`~`~`~`~`~`~]~[     .  ~a~a~a~a~a~a ~a  4     ~[~[~[~[~[~[~]~[     .  ~b~b~b~b~b~b~U~b  4     ~a~a~a~a~a~a ~a     . ?~c~c~c~c~c~c~U~b  4  . ?~c~c~c~c~c~b~U~b  4  . ?~b~b~b~b~b~b~U~b  4  .        ~>   4           ~E         ~d~d~d~d~d~d~]~d        ~a~a~a~a~a~a~+~a       ?~e~e~e~e~e~e~]~d       ?~e~e~e~e~e~d~]~d       ?~d~d~d~d~d~d~]~d     .  ~f~f~f~f~f~f ~f  4  .  ~g~g~g~g~g~g~U~g  4  . ?~g~g~g~g~g~g~U~g  4     ~h~h~h~h~h~h~]~h       ?~h~h~h~h~h~h~]~h     .  ~i~i~i~i~i~i ~i  4  .        ~U   4           ~]      .  ~+~+~+~+~+~+ ~+  4"
    },
    "IPvFuture": {
      states: 6,
      classes: 5,
      classMap: 9,
      accepting: "     !",
      table: "         #   $   %$  &&&& &&&&"
    },
    "IPv6address": {
      states: 152,
      classes: 10,
      classMap: 10,
      accepting: "      !  !!!!!!   !!!!! ! !!!  !! !!!    !!   !!!!!!!  !  !! !!!!       !!!!!!!    !! !!!!!!!!   !!!!!!!!  !! !!!!   !!!!!!!     ! ! !!!!      !!!  !! !",
      table: "            ######$#  %%%%%%&%        '   ((((((&(  ))))))*)  +,-... /  000000&0  11111121  345666 7 8999999:9 8;;;;;;:9 8;;;;<=:9 8======:9  999999:9        &   >>>>>>2>  ??????@? 8AAAAAABA 8CCCCCCBA 8CCCCDEBA 8EEEEEEBA  AAAAAABA  FGHIII    JJJJJJ:J  345666 7 8KKKKKK:J 8KKKKKJ:J 8JJJJJJ:J  LLLLLL2L  MMMMMMNM  OPQRRR S  TTTTTTBT  OPQRRR S 8UUUUUUBT 8UUUUUTBT 8TTTTTTBT V         VIIIIII   VIIIIWF   VFFFFFF    XXXXXX:X 8XXXXXX:X        2   YYYYYYNY  ZZZZZZ[Z 8]]]]]]^] 8______^] 8____`a^] 8aaaaaa^]  ]]]]]]^]  bbbbbbBb 8bbbbbbBb  cdefff   VFFFFF           :   ggggggNg  hhhhhhih  jklmmm n  oooooo^o  jklmmm n 8pppppp^o 8pppppo^o 8oooooo^o        B  q         qffffff   qffffrc   qcccccc          N   ssssssis  ttttttut 8vvvvvvwv 8xxxxxxwv 8xxxxyzwv 8zzzzzzwv  vvvvvvwv  {{{{{{^{ 8{{{{{{^{  |}~ ~!~!~!   qccccc     ~#~#~#~#~#~#i~#  ~$~$~$~$~$~$~%~$  ~&~'~(~)~)~) ~*  ~+~+~+~+~+~+w~+  ~&~'~(~)~)~) ~* 8~,~,~,~,~,~,w~+ 8~,~,~,~,~,~+w~+ 8~+~+~+~+~+~+w~+        ^             ~!~!~!~!~!~!    ~!~!~!~!~-|    ||||||          i   ~.~.~.~.~.~.~%~.  ~/~/~/~/~/~/~0~/ 8~1~1~1~1~1~1~2~1 8~3~3~3~3~3~3~2~1 8~3~3~3~3~4~5~2~1 8~5~5~5~5~5~5~2~1  ~1~1~1~1~1~1~2~1  ~6~6~6~6~6~6w~6 8~6~6~6~6~6~6w~6  |||||     ~7~7~7~7~7~7~%~7  ~8~8~8~8~8~8~9~8  ~:~;~<~=~=~= ~>  ~?~?~?~?~?~?~2~?  ~:~;~<~=~=~= ~> 8~@~@~@~@~@~@~2~? 8~@~@~@~@~@~?~2~? 8~?~?~?~?~?~?~2~?        w         ~%   ~A~A~A~A~A~A~9~A  ~B~C~D~E~E~E~F~G 8~H~H~H~H~H~H~I~H 8~J~J~J~J~J~J~I~H 8~J~J~J~J~K~L~I~H 8~L~L~L~L~L~L~I~H  ~H~H~H~H~H~H~I~H  ~M~M~M~M~M~M~2~M 8~M~M~M~M~M~M~2~M  ~N~N~N~N~N~N~9~N 8~O~O~O~O~O~O~P~O 8~Q~Q~Q~Q~Q~Q~P~O 8~Q~Q~Q~Q~R~S~P~O 8~S~S~S~S~S~S~P~O  ~T~T~T~T~T~T ~T  ~O~O~O~O~O~O~P~O  ~U~U~U~U~U~U~I~U  ~T~T~T~T~T~T ~T 8~V~V~V~V~V~V~I~U 8~V~V~V~V~V~U~I~U 8~U~U~U~U~U~U~I~U        ~2         ~9   ~W~W~W~W~W~W~P~W  ~T~T~T~T~T~T|~T 8~X~X~X~X~X~X~P~W 8~X~X~X~X~X~W~P~W 8~W~W~W~W~W~W~P~W  ~Y~Y~Y~Y~Y~Y ~Y  ~Z~Z~Z~Z~Z~Z~I~Z 8~Z~Z~Z~Z~Z~Z~I~Z  ~[~[~[~[~[~[~P~[ 8~[~[~[~[~[~[~P~[  ~]~]~]~]~]~] ~]        ~I         ~P   |||||| |"
    },
    "h16": {
      states: 6,
      classes: 2,
      classMap: 11,
      accepting: "  !!!!",
      table: "   # $ % &  "
    },
    "ls32": {
      states: 36,
      classes: 10,
      classMap: 10,
      accepting: "                  !    !    !  !!!!!",
      table: "            #$%&&& ' ())))))*) (++++++*) (++++,-*) (------*)  ))))))*)  ./0111    222222*2  333333 3 (444444*2 (444442*2 (222222*2 5         5111111   511116.   5......    777777*7  888888 8 (777777*7  9:;<<<   5.....           *   ====== = >         ><<<<<<   ><<<<?9   >999999    @@@@@@ @  @ABCCC   >99999               CCCCCC    CCCCD@    @@@@@@    @@@@@   "
    },
    "IPv4address": {
      states: 25,
      classes: 8,
      classMap: 12,
      accepting: "                    !!!!!",
      table: "          #$%&&& '       '&&&&&& '&&&&(# '######  )*+,,, '#####  -       -,,,,,, -,,,,.) -))))))  /01222 -)))))  3       3222222 322224/ 3//////  567888 3/////           888888  888895  555555  55555 "
    },
    "dec-octet": {
      states: 7,
      classes: 7,
      classMap: 13,
      accepting: "  !!!!!",
      table: "        #$%&&&        &&&&&& &&&&'# ###### ##### "
    },
    "reg-name": {
      states: 4,
      classes: 4,
      classMap: 14,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "path": {
      states: 4,
      classes: 4,
      classMap: 15,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "path-abempty": {
      states: 5,
      classes: 5,
      classMap: 16,
      accepting: " !!  ",
      table: "        #  #$##    %    #"
    },
    "path-absolute": {
      states: 6,
      classes: 5,
      classMap: 16,
      accepting: "  !!  ",
      table: "        #  $% $ $%$$    &    $"
    },
    "path-noscheme": {
      states: 8,
      classes: 6,
      classMap: 17,
      accepting: "  ! !   ",
      table: "       #$ #  #$%#     &  %'%%%    #     (     % "
    },
    "path-rootless": {
      states: 5,
      classes: 5,
      classMap: 16,
      accepting: "  !  ",
      table: "      #$ # #$##    %    #"
    },
    "path-empty": {
      states: 2,
      classes: 1,
      classMap: 18,
      accepting: " !",
      table: "  "
    },
    "segment": {
      states: 4,
      classes: 4,
      classMap: 19,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "segment-nz": {
      states: 5,
      classes: 4,
      classMap: 19,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "segment-nz-nc": {
      states: 5,
      classes: 4,
      classMap: 20,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "pchar": {
      states: 5,
      classes: 4,
      classMap: 19,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "query": {
      states: 4,
      classes: 4,
      classMap: 21,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "fragment": {
      states: 4,
      classes: 4,
      classMap: 21,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "pct-encoded": {
      states: 5,
      classes: 3,
      classMap: 22,
      accepting: "    !",
      table: "    #   $  %   "
    },
    "unreserved": {
      states: 3,
      classes: 2,
      classMap: 23,
      accepting: "  !",
      table: "   #  "
    },
    "reserved": {
      states: 3,
      classes: 2,
      classMap: 24,
      accepting: "  !",
      table: "   #  "
    },
    "gen-delims": {
      states: 3,
      classes: 2,
      classMap: 25,
      accepting: "  !",
      table: "   #  "
    },
    "sub-delims": {
      states: 3,
      classes: 2,
      classMap: 26,
      accepting: "  !",
      table: "   #  "
    },
    "ZoneID": {
      states: 5,
      classes: 4,
      classMap: 27,
      accepting: "   ! ",
      table: "     #$$   % #$$   $"
    },
    "IPv6addrz": {
      states: 158,
      classes: 12,
      classMap: 28,
      accepting: "                                                         !                                                                                                    ",
      table: "                ######$#    %%%%%%&%          '     ((((((&(    ))))))*) +  ,-./// 0    111111&1    22222232 +  456777 8      9      + :;;;;;;<; + :======<; + :====>?<; + :??????<; +  ;;;;;;<;          &     @@@@@@3@    AAAAAABA + :CCCCCCDC + :EEEEEEDC + :EEEEFGDC + :GGGGGGDC +  CCCCCCDC        H       IJKLLL   +  MMMMMM<M    456777 8 + :NNNNNN<M + :NNNNNM<M + :MMMMMM<M    OOOOOO3O    PPPPPPQP +  RSTUUU V +  WWWWWWDW    RSTUUU V + :XXXXXXDW + :XXXXXWDW + :WWWWWWDW YZZZZZZZZ Z   [           [LLLLLL     [LLLL]I     [IIIIII   +  ^^^^^^<^ + :^^^^^^<^          3     ______Q_    ``````a` + :bbbbbbcb + :ddddddcb + :ddddefcb + :ffffffcb +  bbbbbbcb +  ggggggDg + :ggggggDg    hhhhhh h YZZZZZZZZ Z    ijklll     [IIIII    +        <     mmmmmmQm    nnnnnnon +  pqrsss t +  uuuuuucu    pqrsss t + :vvvvvvcu + :vvvvvucu + :uuuuuucu +        D     ZZZZZZ Z   w           wllllll     wllllxi     wiiiiii            Q     yyyyyyoy    zzzzzz{z + :||||||}| + :~ ~ ~ ~ ~ ~ }| + :~ ~ ~ ~ ~!~#}| + :~#~#~#~#~#~#}| +  ||||||}| +  ~$~$~$~$~$~$c~$ + :~$~$~$~$~$~$c~$    ~%~&~'~(~(~(     wiiiii       ~)~)~)~)~)~)o~)    ~*~*~*~*~*~*~+~* +  ~,~-~.~/~/~/ ~0 +  ~1~1~1~1~1~1}~1    ~,~-~.~/~/~/ ~0 + :~2~2~2~2~2~2}~1 + :~2~2~2~2~2~1}~1 + :~1~1~1~1~1~1}~1 +        c  +           +  ~(~(~(~(~(~(   +  ~(~(~(~(~3~%   +  ~%~%~%~%~%~%            o     ~4~4~4~4~4~4~+~4    ~5~5~5~5~5~5~6~5 + :~7~7~7~7~7~7~8~7 + :~9~9~9~9~9~9~8~7 + :~9~9~9~9~:~;~8~7 + :~;~;~;~;~;~;~8~7 +  ~7~7~7~7~7~7~8~7 +  ~<~<~<~<~<~<}~< + :~<~<~<~<~<~<}~< +  ~%~%~%~%~%       ~=~=~=~=~=~=~+~=    ~>~>~>~>~>~>~?~> +  ~@~A~B~C~C~C ~D +  ~E~E~E~E~E~E~8~E    ~@~A~B~C~C~C ~D + :~F~F~F~F~F~F~8~E + :~F~F~F~F~F~E~8~E + :~E~E~E~E~E~E~8~E +        }           ~+     ~G~G~G~G~G~G~?~G    ~H~I~J~K~K~K~L~M + :~N~N~N~N~N~N~O~N + :~P~P~P~P~P~P~O~N + :~P~P~P~P~Q~R~O~N + :~R~R~R~R~R~R~O~N +  ~N~N~N~N~N~N~O~N +  ~S~S~S~S~S~S~8~S + :~S~S~S~S~S~S~8~S    ~T~T~T~T~T~T~?~T   :~U~U~U~U~U~U~V~U   :~W~W~W~W~W~W~V~U   :~W~W~W~W~X~Y~V~U   :~Y~Y~Y~Y~Y~Y~V~U +  ~Z~Z~Z~Z~Z~Z ~Z    ~U~U~U~U~U~U~V~U +  ~[~[~[~[~[~[~O~[    ~Z~Z~Z~Z~Z~Z ~Z + :~]~]~]~]~]~]~O~[ + :~]~]~]~]~]~[~O~[ + :~[~[~[~[~[~[~O~[ +        ~8           ~?     ~^~^~^~^~^~^~V~^    ~Z~Z~Z~Z~Z~Z~%~Z   :~_~_~_~_~_~_~V~^   :~_~_~_~_~_~^~V~^   :~^~^~^~^~^~^~V~^ +  ~`~`~`~`~`~` ~` +  ~a~a~a~a~a~a~O~a + :~a~a~a~a~a~a~O~a    ~b~b~b~b~b~b~V~b   :~b~b~b~b~b~b~V~b +  ~c~c~c~c~c~c ~c +        ~O           ~V  +  ~%~%~%~%~%~% ~%"
    }
  }
};

// generated/rfc2396.validator.ts
var VALIDATOR4 = {
  alphabet: "ascii",
  classMaps: [
    "                                 ! #!$!!!!!%!%%&''''''''''(! ! )!******++++++++++++++++++++    ! ******++++++++++++++++++++   ! ",
    "                                 !  !#!!!!!$!$$!%%%%%%%%%%&! ! !!''''''((((((((((((((((((((    ! ''''''((((((((((((((((((((   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%&! ! '!%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! ! !!%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%&! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$ ! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                           ! !! !!!!!!!!!!       ##########################      ##########################     ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!$% &&&&&&&&&&'! !  ())))))********************    ! ))))))********************   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! !   $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                             !# $$$$$$$$$$%      &&&&&&&&&&&&&&&&&&&&&&&&&&      &&&&&&&&&&&&&&&&&&&&&&&&&&     ",
    "                                             !# $$$$$$$$$$       %%%%%%%%%%%%%%%%%%%%%%%%%%      %%%%%%%%%%%%%%%%%%%%%%%%%%     ",
    "                                             !  ##########       ##########################      ##########################     ",
    "                                             !  ##########       $$$$$$$$$$$$$$$$$$$$$$$$$$      $$$$$$$$$$$$$$$$$$$$$$$$$$     ",
    "                                              ! ##########                                                                      ",
    "                                                !!!!!!!!!!                                                                      ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! ! &!%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!  !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                    ! !    !!  !          !! ! !!                                                               ",
    "                                 !     !!!!  !! !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!    ! !!!!!!!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !     !!!!  !!                                                !                              ! ",
    "                                     !          ##########       ######                          ######                         ",
    "                                                !!!!!!!!!!       !!!!!!                          !!!!!!                         ",
    "                                                !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                                                 !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                                                                                 !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                                                 !!!!!!!!!!!!!!!!!!!!!!!!!!                                     "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [33, 33, 39, 42, 45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["alphanum", [48, 57, 65, 90, 97, 122]],
    ["alpha", [65, 90, 97, 122]],
    ["lowalpha", [97, 122]],
    ["upalpha", [65, 90]],
    ["hex", [48, 57, 65, 70, 97, 102]],
    ["digit", [48, 57]],
    ["reserved", [36, 36, 38, 38, 43, 44, 47, 47, 58, 59, 61, 61, 63, 64]],
    ["mark", [33, 33, 39, 42, 45, 46, 95, 95, 126, 126]]
  ],
  rules: {
    "URI-reference": {
      states: 13,
      classes: 11,
      classMap: 0,
      accepting: " !!! !!      ",
      table: "            #$%#&#  '' #$%#&# &## $ ($$$$$$$      )  )  &$*&&&&&&& #$%'&'+&''      ,  ,       #  #       -  -  & *&&&&&&&      $  $       &  & "
    },
    "absoluteURI": {
      states: 7,
      classes: 8,
      classMap: 1,
      accepting: "    !  ",
      table: "              ##   ##$## %&%%%%% %&%%%%%    ' '     % % "
    },
    "relativeURI": {
      states: 8,
      classes: 7,
      classMap: 2,
      accepting: "  ! !   ",
      table: "        #$%#   #$%# %    &   %'%%%%    #      (      %  "
    },
    "hier_part": {
      states: 5,
      classes: 5,
      classMap: 3,
      accepting: "  !  ",
      table: "        #  #$##    %    #"
    },
    "opaque_part": {
      states: 5,
      classes: 5,
      classMap: 3,
      accepting: "  !  ",
      table: "      #$ # #$##    %    #"
    },
    "uric_no_slash": {
      states: 5,
      classes: 4,
      classMap: 4,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "net_path": {
      states: 6,
      classes: 5,
      classMap: 5,
      accepting: "   !  ",
      table: "        #    $  $%$$    &    $"
    },
    "abs_path": {
      states: 5,
      classes: 5,
      classMap: 5,
      accepting: "  !  ",
      table: "        #  #$##    %    #"
    },
    "rel_path": {
      states: 8,
      classes: 6,
      classMap: 6,
      accepting: "  ! !   ",
      table: "       #$ #  #$%#     &  %'%%%    #     (     % "
    },
    "rel_segment": {
      states: 5,
      classes: 4,
      classMap: 7,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "scheme": {
      states: 3,
      classes: 3,
      classMap: 8,
      accepting: "  !",
      table: "     # ##"
    },
    "authority": {
      states: 4,
      classes: 4,
      classMap: 9,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "reg_name": {
      states: 5,
      classes: 4,
      classMap: 9,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "server": {
      states: 34,
      classes: 10,
      classMap: 10,
      accepting: " !    !     ! !!      !!       ! !",
      table: "           #$##%#&'' #$####&##     (  (  #$)*%#&++     ,  -- #$./'0&''     #  #  #$)#+#&++ #$##1#&'' #$)2+#&++   34,  55   67-8 -- #$.#'#&'' #$##+0&'' #$##0#&## #$)91#&++ #$##+#&''   3 5  55     :  --   3;5  55   6 -  --     58 --     8     #$##<#&''   3=:  55     5  -- #$)><#&++     ?  -- #$##@#&''   3A?  55 #$)2@0&++     B  --   3;B8 55"
    },
    "userinfo": {
      states: 4,
      classes: 4,
      classMap: 11,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "hostport": {
      states: 16,
      classes: 6,
      classMap: 12,
      accepting: "   !    !!     !",
      table: "         # $ %&# ' ()$*$ % ' '   + $ %,' ' ( $ $   '*$   *   %-+ '   ' $   . $ %/. '   0 $ %,0*'"
    },
    "host": {
      states: 15,
      classes: 5,
      classMap: 13,
      accepting: "   !    !     !",
      table: "        #$ %&#' ()$$ % ''   *$ %+'' ( $$   '$ %,*'   '$   -$ %.-'   /$ %+/'"
    },
    "hostname": {
      states: 7,
      classes: 5,
      classMap: 13,
      accepting: "   !  !",
      table: "        #$ %!## &'$$ % ## & $$   #$"
    },
    "domainlabel": {
      states: 4,
      classes: 3,
      classMap: 14,
      accepting: "  ! ",
      table: "     # $# $#"
    },
    "toplabel": {
      states: 4,
      classes: 4,
      classMap: 15,
      accepting: "  ! ",
      table: "       # $## $##"
    },
    "IPv4address": {
      states: 9,
      classes: 3,
      classMap: 16,
      accepting: "        !",
      table: "     # $#  % &%  ' ('  )  )"
    },
    "port": {
      states: 2,
      classes: 2,
      classMap: 17,
      accepting: " !",
      table: "   !"
    },
    "path": {
      states: 8,
      classes: 6,
      classMap: 18,
      accepting: " !! !   ",
      table: "       #$%## #$###    &  %'%%     #     (     % "
    },
    "path_segments": {
      states: 4,
      classes: 4,
      classMap: 19,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "segment": {
      states: 4,
      classes: 4,
      classMap: 9,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "param": {
      states: 4,
      classes: 4,
      classMap: 20,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "pchar": {
      states: 5,
      classes: 4,
      classMap: 20,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "query": {
      states: 4,
      classes: 4,
      classMap: 21,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "fragment": {
      states: 4,
      classes: 4,
      classMap: 21,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "uric": {
      states: 5,
      classes: 4,
      classMap: 21,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "reserved": {
      states: 3,
      classes: 2,
      classMap: 22,
      accepting: "  !",
      table: "   #  "
    },
    "unreserved": {
      states: 3,
      classes: 2,
      classMap: 23,
      accepting: "  !",
      table: "   #  "
    },
    "mark": {
      states: 3,
      classes: 2,
      classMap: 24,
      accepting: "  !",
      table: "   #  "
    },
    "escaped": {
      states: 5,
      classes: 3,
      classMap: 25,
      accepting: "    !",
      table: "    #   $  %   "
    },
    "hex": {
      states: 3,
      classes: 2,
      classMap: 26,
      accepting: "  !",
      table: "   #  "
    },
    "alphanum": {
      states: 3,
      classes: 2,
      classMap: 27,
      accepting: "  !",
      table: "   #  "
    },
    "alpha": {
      states: 3,
      classes: 2,
      classMap: 28,
      accepting: "  !",
      table: "   #  "
    },
    "lowalpha": {
      states: 3,
      classes: 2,
      classMap: 29,
      accepting: "  !",
      table: "   #  "
    },
    "upalpha": {
      states: 3,
      classes: 2,
      classMap: 30,
      accepting: "  !",
      table: "   #  "
    },
    "digit": {
      states: 3,
      classes: 2,
      classMap: 17,
      accepting: "  !",
      table: "   #  "
    }
  }
};

// generated/rfc1808.validator.ts
var VALIDATOR5 = {
  alphabet: "ascii",
  classMaps: [
    "                                 ! #!$!!!!!!!!!%&&&&&&&&&&!! ! !!&&&&&&!!!!!!!!!!!!!!!!!!!!    ! &&&&&&!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!$!$$!%%%%%%%%%%&! ! !!%%%%%%$$$$$$$$$$$$$$$$$$$$    ! %%%%%%$$$$$$$$$$$$$$$$$$$$     ",
    "                                 !  !#!!!!!$!$$%&&&&&&&&&&'! ! !!&&&&&&$$$$$$$$$$$$$$$$$$$$    ! &&&&&&$$$$$$$$$$$$$$$$$$$$     ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! ! !!%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!  !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!  !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!  !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                           ! !! !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !# !!!!!!!! $$$$$$$$$$       $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !  !!!!!!!! !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!    ! !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                     !          ##########       ######                          ######                         ",
    "                                                !!!!!!!!!!       !!!!!!                          !!!!!!                         ",
    "                                                                 !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                                                                                 !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                                                 !!!!!!!!!!!!!!!!!!!!!!!!!!                                     ",
    "                                                !!!!!!!!!!                                                                      ",
    "                                    !      ! !!                                                !                                ",
    "                                 !     !!!! !                                                                                   ",
    "                                                                                           !!!! !                          !!!! ",
    "                                      !        !          !! ! !!                                                               ",
    "                                  !! !                      ! !                                                                 "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [33, 33, 36, 36, 39, 46, 48, 57, 65, 90, 95, 95, 97, 122]],
    ["alpha", [65, 90, 97, 122]],
    ["hialpha", [65, 90]],
    ["lowalpha", [97, 122]],
    ["hex", [48, 57, 65, 70, 97, 102]],
    ["digit", [48, 57]],
    ["national", [91, 94, 96, 96, 123, 126]],
    ["reserved", [38, 38, 47, 47, 58, 59, 61, 61, 63, 64]],
    ["extra", [33, 33, 39, 42, 44, 44]],
    ["punctuation", [34, 35, 37, 37, 60, 60, 62, 62]],
    ["safe", [36, 36, 43, 43, 45, 46, 95, 95]]
  ],
  rules: {
    "URL": {
      states: 13,
      classes: 6,
      classMap: 0,
      accepting: " !!! !  !  ! ",
      table: "       #$%&# #$%## $ '$$     ( #$%)#     *     # )$+,)     $     - #$% #     )"
    },
    "absoluteURL": {
      states: 6,
      classes: 6,
      classMap: 1,
      accepting: "   !  ",
      table: "         ##    ##$ $%$$$    &     $ "
    },
    "generic-RL": {
      states: 12,
      classes: 7,
      classMap: 2,
      accepting: "   !! ! ! ! ",
      table: "          # #    # #$ %&%'%% %&%%%%     (  %&%)%%     %  )*)+))     ,  %&% %%     ) "
    },
    "relativeURL": {
      states: 10,
      classes: 5,
      classMap: 3,
      accepting: " !! ! ! ! ",
      table: "      #$%# #$##    & #$'#    # '()'    * #$ #    '"
    },
    "net_path": {
      states: 10,
      classes: 5,
      classMap: 3,
      accepting: "   ! ! !  ",
      table: "        #    $  $%&$    ' () (    $ ()((    *    ("
    },
    "abs_path": {
      states: 6,
      classes: 5,
      classMap: 3,
      accepting: "  !!  ",
      table: "        #  $% $ $%$$    &    $"
    },
    "rel_path": {
      states: 5,
      classes: 5,
      classMap: 3,
      accepting: " !!  ",
      table: "      #$ # #$##    %    #"
    },
    "path": {
      states: 5,
      classes: 5,
      classMap: 4,
      accepting: "  !  ",
      table: "      #$ # #$##    %    #"
    },
    "fsegment": {
      states: 5,
      classes: 4,
      classMap: 5,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "segment": {
      states: 4,
      classes: 4,
      classMap: 5,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "params": {
      states: 4,
      classes: 4,
      classMap: 6,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "param": {
      states: 4,
      classes: 4,
      classMap: 7,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "scheme": {
      states: 3,
      classes: 2,
      classMap: 8,
      accepting: "  !",
      table: "   # #"
    },
    "net_loc": {
      states: 4,
      classes: 4,
      classMap: 9,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "query": {
      states: 4,
      classes: 4,
      classMap: 10,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "fragment": {
      states: 4,
      classes: 4,
      classMap: 10,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "pchar": {
      states: 5,
      classes: 4,
      classMap: 5,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "uchar": {
      states: 5,
      classes: 4,
      classMap: 11,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "unreserved": {
      states: 3,
      classes: 2,
      classMap: 12,
      accepting: "  !",
      table: "   #  "
    },
    "escape": {
      states: 5,
      classes: 3,
      classMap: 13,
      accepting: "    !",
      table: "    #   $  %   "
    },
    "hex": {
      states: 3,
      classes: 2,
      classMap: 14,
      accepting: "  !",
      table: "   #  "
    },
    "alpha": {
      states: 3,
      classes: 2,
      classMap: 15,
      accepting: "  !",
      table: "   #  "
    },
    "lowalpha": {
      states: 3,
      classes: 2,
      classMap: 16,
      accepting: "  !",
      table: "   #  "
    },
    "hialpha": {
      states: 3,
      classes: 2,
      classMap: 17,
      accepting: "  !",
      table: "   #  "
    },
    "digit": {
      states: 3,
      classes: 2,
      classMap: 18,
      accepting: "  !",
      table: "   #  "
    },
    "safe": {
      states: 3,
      classes: 2,
      classMap: 19,
      accepting: "  !",
      table: "   #  "
    },
    "extra": {
      states: 3,
      classes: 2,
      classMap: 20,
      accepting: "  !",
      table: "   #  "
    },
    "national": {
      states: 3,
      classes: 2,
      classMap: 21,
      accepting: "  !",
      table: "   #  "
    },
    "reserved": {
      states: 3,
      classes: 2,
      classMap: 22,
      accepting: "  !",
      table: "   #  "
    },
    "punctuation": {
      states: 3,
      classes: 2,
      classMap: 23,
      accepting: "  !",
      table: "   #  "
    }
  }
};

// generated/rfc1738.validator.ts
var VALIDATOR6 = {
  alphabet: "ascii",
  classMaps: [
    "                                 !  !#!!!!!$!$$!%%%%%%%%%%&! ! !!''''''!!!!!!!!!!!!!!!!!!!!    ! %%%%%%$$$$$$$$$$$$$$$$$$$$     ",
    "                                           ! !! !!!!!!!!!!                                       !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!$%&''''''''''(! ! !)******++++++++++++++++++++    ! ******++++++++++++++++++++     ",
    "                                 !  !#!!!!!!!$% &&&&&&&&&&'! ! !())))))********************    ! ))))))********************     ",
    "                                             !# $$$$$$$$$$%      &&&&&&&&&&&&&&&&&&&&&&&&&&      &&&&&&&&&&&&&&&&&&&&&&&&&&     ",
    "                                             !# $$$$$$$$$$       %%%%%%%%%%%%%%%%%%%%%%%%%%      %%%%%%%%%%%%%%%%%%%%%%%%%%     ",
    "                                             !  ##########       ##########################      ##########################     ",
    "                                             !  ##########       $$$$$$$$$$$$$$$$$$$$$$$$$$      $$$$$$$$$$$$$$$$$$$$$$$$$$     ",
    "                                                !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                              ! ##########                                                                      ",
    "                                                !!!!!!!!!!                                                                      ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$ ! ! ! $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!$%&''''''''''() * !+,--,.-//0//////1///2////3/    ! ,--,.4//0//////5///6////3/     ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!  ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!  ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                                                 !  !    !                       !  !    !                      ",
    "                                 !  !#!!!!!!!$%&''''''''''(  ! !!))))))********************    ! ))))+,**-**.**************     ",
    "                                 !  !#!!!!!!!$%&''''''''''(! ! )!******++++++++++++++++++++    ! ******+,+++++++-+++.++++++     ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!! !  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!$%&''''''''''(! ! !!))))))********************    ! ))))+),-******./*0********     ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$%! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! &$$$$$!!'!!()!*!!!!+!!!!!!     ",
    "                                 !  !#!!!!$%!&'!(((((((((()! ! !*++++++,,,,,,,,,,,,,,,,,,,,    % ++++-+,,,,,,,.,,,,/,,,0,,,     ",
    "                                 !  !#!!!!$%!&'!((((((((((!! ! !)******++++++++++++++++++++    % ******++++++++++++++++++++     ",
    "                                           ! !! !!!!!!!!!!       ##########################    ! ##########################     ",
    "                                 !  !#!!!!!!!$%!&&&&&&&&&&!! ! !'(((((())))))))))))))))))))    ! (((((())))))))))))))))))))     ",
    "                                           ! #$%&&&&&&&&&&'      ((((((((((((((((((((((((((    ! ((((((((((((()(*(((+((((((     ",
    "                                 !  !#!!!!!!!$%&''''''''''(! ! !)******++++++++++++++++++++    ! ****,*+++++-+.+++++/++++++     ",
    "                                 !  !#$!!!!!!%&'(((((((((()$ $ *$++++++,,,,,,,,,,,,,,,,,,,,    ! -+++++,,.,,,,,,,,,/,,,0,,,     ",
    "                                 !  !# !!!!!!$%&''''''''''(      ))))))********************    ! +)))))**,*********-***.***     ",
    "                                 !  !# !!!!!!!! $$$$$$$$$$       $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!$%&''''''''''() * !!++++++,,,,,,,,,,,,,,,,,,,,    ! ++++-+,,,,,,,,./,01,,,,,,,     ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!% & !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!! $$$$$$$$$$!    !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!     ",
    "                                                                                                 !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                                                 !!!!!!!!!!!!!!!!!!!!!!!!!!                                     ",
    "                                                                 !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                    !      ! !!                                                !                                ",
    "                                 !     !!!! !                                                                                   ",
    "                                                                                           !!!! !                          !!!! ",
    "                                  !! !                      ! !                                                                 ",
    "                                      !        !          !! ! !!                                                               ",
    "                                                !!!!!!!!!!       !!!!!!                          !!!!!!                         ",
    "                                     !          ##########       ######                          ######                         ",
    "                                 !  !  !!!!!!!! !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!    ! !!!!!!!!!!!!!!!!!!!!!!!!!!     "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [33, 33, 36, 36, 39, 46, 48, 57, 65, 90, 95, 95, 97, 122]],
    ["alphadigit", [48, 57, 65, 90, 97, 122]],
    ["alpha", [65, 90, 97, 122]],
    ["hialpha", [65, 90]],
    ["lowalpha", [97, 122]],
    ["hex", [48, 57, 65, 70, 97, 102]],
    ["digit", [48, 57]],
    ["national", [91, 94, 96, 96, 123, 126]],
    ["reserved", [38, 38, 47, 47, 58, 59, 61, 61, 63, 64]],
    ["extra", [33, 33, 39, 42, 44, 44]],
    ["ftptype", [65, 65, 68, 68, 73, 73, 97, 97, 100, 100, 105, 105]],
    ["punctuation", [34, 35, 37, 37, 60, 60, 62, 62]],
    ["safe", [36, 36, 43, 43, 45, 46, 95, 95]]
  ],
  rules: {
    "genericurl": {
      states: 6,
      classes: 7,
      classMap: 0,
      accepting: "   !  ",
      table: "          ##     ##$  $%$$$$    & &    $ $"
    },
    "url": {
      states: 6,
      classes: 7,
      classMap: 0,
      accepting: "   !  ",
      table: "          ##     ##$  $%$$$$    & &    $ $"
    },
    "otherurl": {
      states: 6,
      classes: 7,
      classMap: 0,
      accepting: "   !  ",
      table: "          ##     ##$  $%$$$$    & &    $ $"
    },
    "scheme": {
      states: 3,
      classes: 2,
      classMap: 1,
      accepting: "  !",
      table: "   # #"
    },
    "schemepart": {
      states: 4,
      classes: 4,
      classMap: 2,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "ip-schemepart": {
      states: 42,
      classes: 11,
      classMap: 3,
      accepting: "         !      !  !          !  !     ! !",
      table: "                #          $      %&%% '()** %&%% %()%%      +  +  %&,- '().. (/(( ( )((      0  11 %&234*5)**      %  %  %&,% .().. %&%% 6()** %&,3 .()..      7  7    89 0  ::   ;<41= 11 %&2% *()** %&%% .()** 4>44444444 (/(( ? )(( %&,@ 6()..      (  (    8  :  ::      A  11   8< :  ::   ;  1  11      :  11      B          C  C  (/((4? )(( %&%% D()**   8E A  ::     4B          4  4  %&,F D()..      G  11 %&%% H()**   8I G  :: %&,34H5)..      J  11   8<4J= ::"
    },
    "login": {
      states: 37,
      classes: 10,
      classMap: 4,
      accepting: "       !      !           !  !    ! !",
      table: "           #$##%&'(( #$###&'##     )  )  #$*+%&',, &-&&& '&&     .  // #$01(2'((     #  #  #$*#,&',, #$##3&'(( #$*1,&',,     4  4    56.  77   89/: // #$0#(&'(( #$##,&'(( &-&&; '&& #$*<3&',,     &  &    5 7  77     =  //   597  77   8 /  //     7  //     >     &-&&; '&& #$##?&'((   5@=  77     >     #$*A?&',,     B  // #$##C&'((   5DB  77 #$*1C2',,     E  //   59E: 77"
    },
    "hostport": {
      states: 16,
      classes: 6,
      classMap: 5,
      accepting: "   !       !   !",
      table: "         # $ %&# ' ()$*$ % ' '   + $ %)' ' ( $ $   ' $   ,   %-+ '   ,     . $ %/. '   0 $ %)0*'"
    },
    "host": {
      states: 14,
      classes: 5,
      classMap: 6,
      accepting: "   !         !",
      table: "        #$ %&#' ()$$ % ''   *$ %)'' ( $$   '$ %+*'   ,$ %-,'   .$ %).'"
    },
    "hostname": {
      states: 6,
      classes: 5,
      classMap: 6,
      accepting: "   !  ",
      table: "        #$ %!## &!$$ % ## & $$"
    },
    "domainlabel": {
      states: 4,
      classes: 3,
      classMap: 7,
      accepting: "  ! ",
      table: "     # $# $#"
    },
    "toplabel": {
      states: 4,
      classes: 4,
      classMap: 8,
      accepting: "  ! ",
      table: "       # $## $##"
    },
    "alphadigit": {
      states: 3,
      classes: 2,
      classMap: 9,
      accepting: "  !",
      table: "   #  "
    },
    "hostnumber": {
      states: 9,
      classes: 3,
      classMap: 10,
      accepting: "        !",
      table: "     # $#  % &%  ' ('  )  )"
    },
    "port": {
      states: 3,
      classes: 2,
      classMap: 11,
      accepting: "  !",
      table: "   # #"
    },
    "user": {
      states: 4,
      classes: 4,
      classMap: 12,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "password": {
      states: 4,
      classes: 4,
      classMap: 12,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "urlpath": {
      states: 4,
      classes: 4,
      classMap: 2,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "ftpurl": {
      states: 53,
      classes: 22,
      classMap: 13,
      accepting: "             !      !  !           !  !        !  ! !",
      table: "                                         #                       $                    %        &                   '                     (                 )*)) +,))-........... )*)) ),))-)))))))))))      /    ///     /   )*01 +,))-22222222222 ,3,, , ,,-,,,,,,,,,,,      4    55555555555 )*678.9))-...........      )    )))     )   )*0) 2,))-22222222222 )*)) :,))-........... )*07 2,))-22222222222      ;    ;;;     ;     <= 4    >>>>>>>>>>>   ?@85A   55555555555 )*6) .,))-........... )*)) 2,))-........... 8B88888C8888888888888 ,3,, D ,,-,,,,,,,,,,, )*0E :,))-22222222222      ,    ,,,     ,     <  >    >>>>>>>>>>>      F    55555555555   <@ >    >>>>>>>>>>>   ?  5    55555555555      >    55555555555      G                     H    HHH     H                   I   I ,3,,8D ,,-,,,,,,,,,,, )*)) J,))-...........   <K F    >>>>>>>>>>>     8G                     8    888     8                    L    )*0M J,))-22222222222      N    55555555555                O   O  )*)) P,))-...........   <Q N    >>>>>>>>>>>             R         )*078P9))-22222222222      S    55555555555         T               <@8SA   >>>>>>>>>>>           U   U                            "
    },
    "fpath": {
      states: 4,
      classes: 4,
      classMap: 14,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "fsegment": {
      states: 4,
      classes: 4,
      classMap: 15,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "ftptype": {
      states: 3,
      classes: 2,
      classMap: 16,
      accepting: "  !",
      table: "   #  "
    },
    "fileurl": {
      states: 24,
      classes: 14,
      classMap: 17,
      accepting: "         !              ",
      table: "                         #              $              %          &          '           (             )             *+ ,,,,,, *-***********   ./ + 000000   12*, ,,,,,,      3 3 33     .  0 000000      4 ,,,,,,   .2 0 000000   1  , ,,,,,,      0 ,,,,,,      * * **     .5 4 000000      6 ,,,,,,   .7 6 000000      8 ,,,,,,   .2*8 000000"
    },
    "httpurl": {
      states: 29,
      classes: 14,
      classMap: 18,
      accepting: "          !     !   !!      !",
      table: "                         #               $             %            &        '           (             )              *  +++++   ,- *  .....   /01+2 +++++   ,  .  .....      3  +++++   ,0 .  .....   /  +  +++++      .  +++++ 1411111511111      6          ,7 3  .....      8  8     5955 55 55555     16             :  +++++      1  1          ;  ;       ,< :  .....      5  5          =  +++++   ,01=2 ....."
    },
    "hpath": {
      states: 4,
      classes: 4,
      classMap: 19,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "hsegment": {
      states: 4,
      classes: 4,
      classMap: 20,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "search": {
      states: 4,
      classes: 4,
      classMap: 20,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "gopherurl": {
      states: 28,
      classes: 16,
      classMap: 21,
      accepting: "            !     !   !    !",
      table: "                           #                 $                %             &             '                    (       )             *               +                , --------   ./ , 00000000   123-4--------   .  0 00000000      5 --------   .2 0 00000000   1  - --------      0 -------- 363333333333333      7            .8 5 00000000      9 9 9          37               : --------      3 3 3        .; : 00000000      < --------   .23<400000000"
    },
    "gtype": {
      states: 5,
      classes: 4,
      classMap: 2,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "selector": {
      states: 4,
      classes: 4,
      classMap: 2,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "gopher+_string": {
      states: 4,
      classes: 4,
      classMap: 2,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "mailtourl": {
      states: 12,
      classes: 11,
      classMap: 22,
      accepting: "         !  ",
      table: "                   #       $           %           &             '         (     )       *+******** *+********   , ,        * *     "
    },
    "encoded822addr": {
      states: 5,
      classes: 4,
      classMap: 2,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "newsurl": {
      states: 25,
      classes: 16,
      classMap: 23,
      accepting: "         !!   !         !",
      table: "                             #              $                  %              &         '        ()*((((( ++++++ ()((((((,((((((       -  - -    ()((((((,(((((( ()(++++(,++++++       .  //////       (  ( (        01.  222222     34/  //////     0 2  222222       5  //////     042  222222     3 /  //////       2  //////     065  222222       7  //////     087  222222       9  //////     049  222222"
    },
    "grouppart": {
      states: 20,
      classes: 11,
      classMap: 24,
      accepting: "    !!   !         !",
      table: "            #$%#### && #$#####'##       ( (  #$#####'## #$#&&&&'&&       ) **       # #      +,) --     ./* **     + - --       0 **     +/- --     . * **       - **     +10 --       2 **     +32 --       4 **     +/4 --"
    },
    "group": {
      states: 3,
      classes: 3,
      classMap: 25,
      accepting: "  !",
      table: "     # ##"
    },
    "article": {
      states: 18,
      classes: 9,
      classMap: 26,
      accepting: "       !         !",
      table: "          #$### ## #$###%##     & &      ' ((     # #    )*' ++   ,-( ((   ) + ++     . ((   )-+ ++   , ( ((     + ((   )/. ++     0 ((   )10 ++     2 ((   )-2 ++"
    },
    "nntpurl": {
      states: 27,
      classes: 11,
      classMap: 27,
      accepting: "                   !    !  ",
      table: "                   #          $            %         &       '        (          )           * ++++  ,- * ....  /01+2++++  ,  . ....     3 ++++  ,0 . ....  /  + ++++     . ++++       4444     5       ,6 3 .... 44474 4444    15          8 ++++     9       ,: 8 ....     9          ; ++++  ,01;2...."
    },
    "telneturl": {
      states: 47,
      classes: 15,
      classMap: 28,
      accepting: "                !      !  !         !  !    ! !",
      table: "                             #           $               %               &            '                 (       )            *              +          ,-,, ./0111111 ,-,, ,/0,,,,,,      2  2 2    ,-34 ./0555555 /6// / 0//////      7  888888 ,-9:;1<0111111      ,  , ,    ,-3, 5/0555555 ,-,, =/0111111 ,-3: 5/0555555      >  > >      ?@ 7  AAAAAA   BC;8D 888888 ,-9, 1/0111111 ,-,, 5/0111111                /6// E 0////// ,-3F =/0555555      /  / /      ?  A  AAAAAA      G  888888   ?C A  AAAAAA   B  8  888888      A  888888      H         /6//;E 0////// ,-,, I/0111111   ?J G  AAAAAA     ;H         ,-3K I/0555555      L  888888 ,-,, M/0111111   ?N L  AAAAAA ,-3:;M<0555555      O  888888   ?C;OD AAAAAA"
    },
    "waisurl": {
      states: 35,
      classes: 16,
      classMap: 29,
      accepting: "                !    !    !        ",
      table: "                               #            $                %                &         '             (               )                *  ++++++    ,- *  ......    /01+2 ++++++    ,  .  ......       3  ++++++    ,0 .  ......    /  +  ++++++       .  ++++++ 14 1151 6111111       7            ,8 3  ......       9  9 9    5: 55;5  555555 6<666 66 666666      17               =  ++++++       1  1 1          >  > >    ;? ;; ;  ;;;;;;       @  @ @       ,A =  ......       5  5 5          B  B B          6  6 6          C  ++++++       ;  ; ;       ,01C2 ......"
    },
    "waisdatabase": {
      states: 26,
      classes: 14,
      classMap: 30,
      accepting: "                !         ",
      table: "                           #          $              %              &        '           (             )              * ++++++   ,- * ......   /01+2++++++   ,  . ......      3 ++++++   ,0 . ......   /  + ++++++      . ++++++ 1411 1 111111      5          ,6 3 ......      7 7 7        15             8 ++++++      1 1 1      ,9 8 ......      : ++++++   ,01:2......"
    },
    "waisindex": {
      states: 29,
      classes: 16,
      classMap: 29,
      accepting: "                    !        ",
      table: "                               #            $                %                &         '             (               )                *  ++++++    ,- *  ......    /01+2 ++++++    ,  .  ......       3  ++++++    ,0 .  ......    /  +  ++++++       .  ++++++ 14 11 1 5111111       6            ,7 3  ......       8  8 8    59555 55 555555      16               :  ++++++       1  1 1          ;  ; ;       ,< :  ......       5  5 5          =  ++++++    ,01=2 ......"
    },
    "waisdoc": {
      states: 32,
      classes: 14,
      classMap: 30,
      accepting: "                         !      ",
      table: "                           #          $              %              &        '           (             )              * ++++++   ,- * ......   /01+2++++++   ,  . ......      3 ++++++   ,0 . ......   /  + ++++++      . ++++++ 141151 111111      6          ,7 3 ......      8 8 8    5955:5 555555     16             ; ++++++      1 1 1         < < <    :=:: : ::::::   ,> ; ......      5 5 5         ? ? ?         @ ++++++      : : :      ,01@2......"
    },
    "database": {
      states: 4,
      classes: 4,
      classMap: 31,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "wtype": {
      states: 4,
      classes: 4,
      classMap: 31,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "wpath": {
      states: 4,
      classes: 4,
      classMap: 31,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "prosperourl": {
      states: 36,
      classes: 17,
      classMap: 32,
      accepting: "                    !        !      ",
      table: "                               #                 $              %                   &              '              (                   )              *          +              ,                -                 .   ///////   01 .   2222222   345/6  ///////   0  2   2222222      7   ///////   04 2   2222222   3  /   ///////      2   /////// 5855555955555555      :             0; 7   2222222      <   < <     9=99 99 >9999999     5:                ?   ///////      5   5 5          @   @ @     >A>> >>9 >>>>>>>   0B ?   2222222      9   9 9          C   C C          D   ///////      >   > >       045D6  2222222"
    },
    "ppath": {
      states: 4,
      classes: 4,
      classMap: 14,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "psegment": {
      states: 4,
      classes: 4,
      classMap: 15,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "fieldspec": {
      states: 8,
      classes: 6,
      classMap: 33,
      accepting: "    !   ",
      table: "          #  #$# %   &   %'%     #     (     %  "
    },
    "fieldname": {
      states: 4,
      classes: 4,
      classMap: 34,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "fieldvalue": {
      states: 4,
      classes: 4,
      classMap: 34,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "lowalpha": {
      states: 3,
      classes: 2,
      classMap: 35,
      accepting: "  !",
      table: "   #  "
    },
    "hialpha": {
      states: 3,
      classes: 2,
      classMap: 36,
      accepting: "  !",
      table: "   #  "
    },
    "alpha": {
      states: 3,
      classes: 2,
      classMap: 37,
      accepting: "  !",
      table: "   #  "
    },
    "digit": {
      states: 3,
      classes: 2,
      classMap: 11,
      accepting: "  !",
      table: "   #  "
    },
    "safe": {
      states: 3,
      classes: 2,
      classMap: 38,
      accepting: "  !",
      table: "   #  "
    },
    "extra": {
      states: 3,
      classes: 2,
      classMap: 39,
      accepting: "  !",
      table: "   #  "
    },
    "national": {
      states: 3,
      classes: 2,
      classMap: 40,
      accepting: "  !",
      table: "   #  "
    },
    "punctuation": {
      states: 3,
      classes: 2,
      classMap: 41,
      accepting: "  !",
      table: "   #  "
    },
    "reserved": {
      states: 3,
      classes: 2,
      classMap: 42,
      accepting: "  !",
      table: "   #  "
    },
    "hex": {
      states: 3,
      classes: 2,
      classMap: 43,
      accepting: "  !",
      table: "   #  "
    },
    "escape": {
      states: 5,
      classes: 3,
      classMap: 44,
      accepting: "    !",
      table: "    #   $  %   "
    },
    "unreserved": {
      states: 3,
      classes: 2,
      classMap: 45,
      accepting: "  !",
      table: "   #  "
    },
    "uchar": {
      states: 5,
      classes: 4,
      classMap: 31,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "xchar": {
      states: 5,
      classes: 4,
      classMap: 2,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "digits": {
      states: 3,
      classes: 2,
      classMap: 11,
      accepting: "  !",
      table: "   # #"
    }
  }
};

// generated/rfc6570.validator.ts
var VALIDATOR7 = {
  alphabet: "unicode",
  classMaps: [
    "                                 ! !#$!###%!&#'!()))))))))*! ! !!++++++,,,,,,,,,,,,,,,,,,,,# # , ++++++,,,,,,,,,,,,,,,,,,,,-./# ",
    "                                 ! !!#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!! ! ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 ! ! #!   $!% &!'((((((((()! ! !!******++++++++++++++++++++    + ******++++++++++++++++++++,!-  ",
    "                                 ! !  !    !! !!           ! ! !!                                                           !   ",
    "                                   !       !                                                                                    ",
    "                                      !       !!           !   !                                                                ",
    "                                 !          !                !  !                                                           !   ",
    "                                     !    # $ % &'''''''''(      ))))))********************    * ))))))********************     ",
    "                                     !    #   $ %&&&&&&&&&'      (((((())))))))))))))))))))    ) (((((())))))))))))))))))))     ",
    "                                     !        # $$$$$$$$$$       $$$$$$%%%%%%%%%%%%%%%%%%%%    % $$$$$$%%%%%%%%%%%%%%%%%%%%     ",
    "                                     !          ##########       ######$$$$$$$$$$$$$$$$$$$$    $ ######$$$$$$$$$$$$$$$$$$$$     ",
    "                                          !     #$$$$$$$$$%                                                                     ",
    "                                                !#########$                                                                     ",
    "                                                !#########                                                                      ",
    "                                          !                                                                                     "
  ],
  wideMaps: [
    [128, 0, 160, 2, 55296, 15, 55359, 16, 55360, 15, 55423, 16, 55424, 15, 55487, 16, 55488, 15, 55551, 16, 55552, 15, 55615, 16, 55616, 15, 55679, 16, 55680, 15, 55743, 16, 55744, 15, 55807, 16, 55808, 15, 55871, 16, 55872, 15, 55935, 16, 55936, 15, 55999, 16, 56e3, 15, 56063, 16, 56064, 15, 56127, 16, 56128, 0, 56132, 15, 56191, 16, 56192, 15, 56255, 16, 56256, 15, 56319, 16, 56320, 17, 57342, 18, 57344, 2, 64976, 0, 65008, 2, 65520, 0],
    [128, 0, 160, 1, 55296, 4, 55359, 5, 55360, 4, 55423, 5, 55424, 4, 55487, 5, 55488, 4, 55551, 5, 55552, 4, 55615, 5, 55616, 4, 55679, 5, 55680, 4, 55743, 5, 55744, 4, 55807, 5, 55808, 4, 55871, 5, 55872, 4, 55935, 5, 55936, 4, 55999, 5, 56e3, 4, 56063, 5, 56064, 4, 56127, 5, 56128, 0, 56132, 4, 56191, 5, 56192, 4, 56255, 5, 56256, 4, 56319, 5, 56320, 6, 57342, 7, 57344, 1, 64976, 0, 65008, 1, 65520, 0],
    [128, 0]
  ],
  named: [
    ["ucschar", [160, 55295, 63744, 64975, 65008, 65519, 65536, 131069, 131072, 196605, 196608, 262141, 262144, 327677, 327680, 393213, 393216, 458749, 458752, 524285, 524288, 589821, 589824, 655357, 655360, 720893, 720896, 786429, 786432, 851965, 851968, 917501, 921600, 983037]],
    ["iprivate", [57344, 63743, 983040, 1048573, 1048576, 1114109]],
    ["ALPHA", [65, 90, 97, 122]],
    ["HEXDIG", [48, 57, 65, 70, 97, 102]],
    ["operator", [33, 33, 35, 35, 38, 38, 43, 44, 46, 47, 59, 59, 61, 61, 63, 64, 124, 124]],
    ["DIGIT", [48, 57]],
    ["op-level3", [38, 38, 46, 47, 59, 59, 63, 63]],
    ["op-reserve", [33, 33, 44, 44, 61, 61, 64, 64, 124, 124]],
    ["op-level2", [35, 35, 43, 43]],
    ["explode", [42, 42]]
  ],
  rules: {
    "URI-Template": {
      states: 16,
      classes: 19,
      classMap: 0,
      wideMap: 0,
      accepting: " !              ",
      table: "                    !!#!!!!!!!!$  %&         '' '         ( ) ((** ** (                      !!                 !        !! !           )   ** **              ++ +           ),((**-**  !           ** *             (        !            .               ( //     !         ( 00     !         ( ,,     !    "
    },
    "literals": {
      states: 7,
      classes: 8,
      classMap: 1,
      wideMap: 1,
      accepting: "  !    ",
      table: "         #$#%&             '          ##      #    #    "
    },
    "expression": {
      states: 13,
      classes: 13,
      classMap: 2,
      wideMap: 2,
      accepting: "         !   ",
      table: "                        #  $% $$&& &&    %   && &&        '' '     %($$&&)&& *      && &       $       *       +                      $ ,,    *    $ --    *    $ ((    *"
    },
    "operator": {
      states: 3,
      classes: 2,
      classMap: 3,
      wideMap: 2,
      accepting: "  !",
      table: "   #  "
    },
    "op-level2": {
      states: 3,
      classes: 2,
      classMap: 4,
      wideMap: 2,
      accepting: "  !",
      table: "   #  "
    },
    "op-level3": {
      states: 3,
      classes: 2,
      classMap: 5,
      wideMap: 2,
      accepting: "  !",
      table: "   #  "
    },
    "op-reserve": {
      states: 3,
      classes: 2,
      classMap: 6,
      wideMap: 2,
      accepting: "  !",
      table: "   #  "
    },
    "variable-list": {
      states: 10,
      classes: 10,
      classMap: 7,
      wideMap: 2,
      accepting: "   ! ! !!!",
      table: "           #   $$ $$     %% %  #&!!$$'$$     $$ $    !            (      ! ))      ! **      ! &&   "
    },
    "varspec": {
      states: 10,
      classes: 9,
      classMap: 8,
      wideMap: 2,
      accepting: "   ! ! !!!",
      table: "          #  $$ $$    %% %  #&!$$'$$    $$ $               (       ))       **       &&   "
    },
    "varname": {
      states: 5,
      classes: 5,
      classMap: 9,
      wideMap: 2,
      accepting: "   ! ",
      table: "      # $$   %  #!$$   $ "
    },
    "varchar": {
      states: 5,
      classes: 4,
      classMap: 10,
      wideMap: 2,
      accepting: "   ! ",
      table: "     #$$  %       $ "
    },
    "modifier-level4": {
      states: 7,
      classes: 5,
      classMap: 11,
      wideMap: 2,
      accepting: "  ! !!!",
      table: "      #  $        %   &&   ''   ## "
    },
    "prefix": {
      states: 7,
      classes: 4,
      classMap: 12,
      wideMap: 2,
      accepting: "   !!!!",
      table: "       #  $  %%  &&  ''     "
    },
    "max-length": {
      states: 6,
      classes: 3,
      classMap: 13,
      wideMap: 2,
      accepting: "  !!!!",
      table: "     # $$ %% &&   "
    },
    "explode": {
      states: 3,
      classes: 2,
      classMap: 14,
      wideMap: 2,
      accepting: "  !",
      table: "   #  "
    }
  }
};

// generated/rfc8141.validator.ts
var VALIDATOR8 = {
  alphabet: "ascii",
  classMaps: [
    "                                 ! #!$!!!!!%!&!'(((((((((()! % *!((((((+++++++,+++-++.+++++    ! ((((((+++++++,+++-++.+++++   ! ",
    "                                 !  !#!!!!!!!$!%&&&&&&&&&&'! !  !&&&&&&((((((()(((*((+(((((    ! &&&&&&((((((()(((*((+(((((   ! ",
    "                                             !  ##########       ##########################      ##########################     ",
    "                                             !  !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!$!!!%&&&&&&&&&&!! $ '!&&&&&&!!!!!!!!!!!!!!!!!!!!    ! &&&&&&!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! ! $!%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                                !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["ldh", [45, 45, 48, 57, 65, 90, 97, 122]],
    ["alphanum", [48, 57, 65, 90, 97, 122]],
    ["ALPHA", [65, 90, 97, 122]],
    ["HEXDIG", [48, 57, 65, 70, 97, 102]],
    ["sub-delims", [33, 33, 36, 36, 38, 44, 59, 59, 61, 61]],
    ["DIGIT", [48, 57]]
  ],
  rules: {
    "namestring": {
      states: 80,
      classes: 14,
      classMap: 0,
      accepting: "              !   !         !                                                   ",
      table: "                           #            $            %          &            '  ''''     ( )  ))))     * +  ++++     * +, ++++     - .  ....     - ., .... / 0// // ////     1 2  2222     1 2, 2222 /30/////4////       5           6 7  7777     6 7, 7777 3 83333333333    9                /           : ;  ;;;;     : ;, ;;;;       <       = >== == ====     ? @  @@@@     ? @, @@@@       3       =3>==========       A           B C  CCCC     B C, CCCC       =           D E  EEEE     D E, EEEE     F G  GGGG     F G, GGGG     H I  IIII     H I, IIII     J K  KKKK     J K, KKKK     L M  MMMM     L M, MMMM     N O  OOOO     N O, OOOO     P Q  QQQQ     P Q, QQQQ     R S  SSSS     R S, SSSS     T U  UUUU     T U, UUUU     V W  WWWW     V W, WWWW     X Y  YYYY     X Y, YYYY     Z [  [[[[     Z [, [[[[     ] ^  ^^^^     ] ^, ^^^^     _ `  ````     _ `, ````     a b  bbbb     a b, bbbb     c d  dddd     c d, dddd     e f  ffff     e f, ffff     g h  hhhh     g h, hhhh     i j  jjjj     i j, jjjj     k l  llll     k l, llll     m n  nnnn     m n, nnnn     o p  pppp     o p, pppp       q  qqqq       q, qqqq        ,     "
    },
    "assigned-name": {
      states: 72,
      classes: 11,
      classMap: 1,
      accepting: "              !                                                         ",
      table: "                     #         $         %        &         ' ''''   ( ) ))))   * + ++++   * +,++++   - . ....   - .,.... /0/ //////   1 2 2222   1 2,2222 /0////////     3        4 5 5555   4 5,5555     /        6 7 7777   6 7,7777   8 9 9999   8 9,9999   : ; ;;;;   : ;,;;;;   < = ====   < =,====   > ? ????   > ?,????   @ A AAAA   @ A,AAAA   B C CCCC   B C,CCCC   D E EEEE   D E,EEEE   F G GGGG   F G,GGGG   H I IIII   H I,IIII   J K KKKK   J K,KKKK   L M MMMM   L M,MMMM   N O OOOO   N O,OOOO   P Q QQQQ   P Q,QQQQ   R S SSSS   R S,SSSS   T U UUUU   T U,UUUU   V W WWWW   V W,WWWW   X Y YYYY   X Y,YYYY   Z [ [[[[   Z [,[[[[   ] ^ ^^^^   ] ^,^^^^   _ ` ````   _ `,````   a b bbbb   a b,bbbb   c d dddd   c d,dddd   e f ffff   e f,ffff   g h hhhh   g h,hhhh     i iiii     i,iiii      ,    "
    },
    "NID": {
      states: 64,
      classes: 3,
      classMap: 2,
      accepting: "    ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! ! !!",
      table: "     # $% &' &' () () *+ *+ ,- ,- ./ ./ 01 01 23 23 45 45 67 67 89 89 :; :; <= <= >? >? @A @A BC BC DE DE FG FG HI HI JK JK LM LM NO NO PQ PQ RS RS TU TU VW VW XY XY Z[ Z[ ]^ ]^ _` _`  a  a   "
    },
    "ldh": {
      states: 3,
      classes: 2,
      classMap: 3,
      accepting: "  !",
      table: "   #  "
    },
    "NSS": {
      states: 5,
      classes: 5,
      classMap: 4,
      accepting: "  !  ",
      table: "      #$ # #$##    %    #"
    },
    "rq-components": {
      states: 7,
      classes: 7,
      classMap: 5,
      accepting: " !  !  ",
      table: "             #   $    %&% %  %&%%%%     '      % "
    },
    "r-component": {
      states: 5,
      classes: 5,
      classMap: 6,
      accepting: "  !  ",
      table: "      #$ # #$##    %    #"
    },
    "q-component": {
      states: 5,
      classes: 5,
      classMap: 6,
      accepting: "  !  ",
      table: "      #$ # #$##    %    #"
    },
    "f-component": {
      states: 4,
      classes: 4,
      classMap: 7,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "alphanum": {
      states: 3,
      classes: 2,
      classMap: 8,
      accepting: "  !",
      table: "   #  "
    }
  }
};

// generated/rfc2397.validator.ts
var VALIDATOR9 = {
  alphabet: "ascii",
  classMaps: [
    "                                 !  !#!!$$!!%!!&''''(')'''*+ , $$-.'/0'!!!!!!!!!!!!12!!!!!!    ! -.'/0'!!!!!!!!!!!!12!!!!!!   ! ",
    "                                 !  !#!!  !! !!$%%%%%%%%%% & '   %%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!  !! !! $$$$$$$$$$   %   $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!  !! !! $$$$$$$$$$       $$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [33, 33, 39, 42, 45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["alphanum", [48, 57, 65, 90, 97, 122]],
    ["alpha", [65, 90, 97, 122]],
    ["lowalpha", [97, 122]],
    ["upalpha", [65, 90]],
    ["hex", [48, 57, 65, 70, 97, 102]],
    ["digit", [48, 57]],
    ["reserved", [36, 36, 38, 38, 43, 44, 47, 47, 58, 59, 61, 61, 63, 64]],
    ["mark", [33, 33, 39, 42, 45, 46, 95, 95, 126, 126]]
  ],
  rules: {
    "dataurl": {
      states: 27,
      classes: 18,
      classMap: 0,
      accepting: "         !                 ",
      table: "                                #               $                      %            &              '         () * ((( + (((((( ()  ,(((   ((((((      ---   ----   *.*************** /0   ///   /1//// 23   222   222222      (((   ((((        444   4444   /0   ///  ,//////      555   5555   /0   ///  ,6///// 23 * 222 + 222222      777   7777        ***   ****        ///   ////   /0   ///  ,////8/      222   2222   /0   ///  ,///9// /0   //:  ,////// /0   /;/  ,////// /0 * ///  ,//////"
    },
    "mediatype": {
      states: 13,
      classes: 7,
      classMap: 1,
      accepting: " !       !   ",
      table: "        #$ #%  #$&#      '   () (   *+ *      #   () ( &    ,   *+ *%     -      (      *  "
    },
    "data": {
      states: 4,
      classes: 4,
      classMap: 2,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "parameter": {
      states: 9,
      classes: 5,
      classMap: 3,
      accepting: "      !  ",
      table: "      #$#  #$#%   &  '('    #  '('    )    ' "
    },
    "type": {
      states: 5,
      classes: 4,
      classMap: 4,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "subtype": {
      states: 5,
      classes: 4,
      classMap: 4,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "attribute": {
      states: 5,
      classes: 4,
      classMap: 4,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "value": {
      states: 5,
      classes: 4,
      classMap: 4,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "token": {
      states: 5,
      classes: 4,
      classMap: 4,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "urlchar": {
      states: 5,
      classes: 4,
      classMap: 2,
      accepting: "  !  ",
      table: "     #$#       %   #"
    }
  }
};

// generated/rfc3966.validator.ts
var VALIDATOR10 = {
  alphabet: "ascii",
  classMaps: [
    "                                 ! #!$!!%%&' ()!**********+, -   ../.0.12111314561117111811! ! ! ../.0.12111314561117111811   ! ",
    "                                 ! #!$!!%%&' ()!**********!+ ,   --.-/-01000002340005000600! ! ! --.-/-01000002340005000600   ! ",
    "                                 !  !#!!$$!% &$!''''''''''!( )   ****+*,,,,,,,,,,,,,-,,,.,,! ! ! ****+*,,,,,,,,,,,,,-,,,.,,   ! ",
    "                                 !  !#!!!!!! $!!%%%%%%%%%%!& '   %%%%(%$$$$$$$$$$$$$)$$$*$$! ! ! %%%%(%$$$$$$$$$$$$$)$$$*$$   ! ",
    "                                 !  !#!!!!!! !!!$$$$$$$$$$!% &   $'$$$$!!(!!!!!!!!!)!*!!!!!! ! ! $'$$$$!!(!!!!!!!!!)!*!!!!!   ! ",
    "                                        !!   !! !!!!!!!!!! # $       %              &   '            %              &   '       ",
    "                                        !! # $% &&&&&&&&&& ' (   ))*)+)),)))))-./)))0)))1))      ))*)+)),)))))-./)))0)))1))     ",
    "                                        !! # $% &&&&&&&&&&       ''''''''''''''''''''''''''      ''''''''''''''''''''''''''     ",
    "                                        !! # !! $$$$$$$$$$                                                                      ",
    "                                   !    ##!  ## !!!!!!!!!!       !!!!!!                          !!!!!!                         ",
    "                                             !# $$$$$$$$$$       %%%%%%%%%%%%%%%%%%%%%%%%%%      %%%%%%%%%%%%%%%%%%%%%%%%%%     ",
    "                                             !  ##########       ##########################      ##########################     ",
    "                                             !  ##########       $$$$$$$$$$$$$$$$$$$$$$$$$$      $$$$$$$$$$$$$$$$$$$$$$$$$$     ",
    "                                 !  !#!!!!!! $!!%%%%%%%%%%!& '   %%%%%%$$$$$$$$$$$$$$$$$$$$! ! ! %%%%%%$$$$$$$$$$$$$$$$$$$$   ! ",
    "                                             !  !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                 !  !#!!!!!! !!!$$$$$$$$$$!      $$$$$$!!!!!!!!!!!!!!!!!!!!! ! ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !     !!!!  !! !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!    ! !!!!!!!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !     !!!!  !!                                                !                              ! ",
    "                                     !          ##########       ######                          ######                         ",
    "                                    ! !    !   !          !                                ! !                                  ",
    "                                        !!   !! !!!!!!!!!!                                                                      ",
    "                                   !    !!!  !! !!!!!!!!!!       !!!!!!                          !!!!!!                         ",
    "                                        !!   !!                                                                                 ",
    "                                                !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                    ! !    !!  !          !! ! !!                                                               ",
    "                                 !  !#!!!!!!!!!!$$$$$$$$$$!! ! !!$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [33, 33, 39, 42, 45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["alphanum", [48, 57, 65, 90, 97, 122]],
    ["ALPHA", [65, 90, 97, 122]],
    ["HEXDIG", [48, 57, 65, 70, 97, 102]],
    ["DIGIT", [48, 57]],
    ["reserved", [36, 36, 38, 38, 43, 44, 47, 47, 58, 59, 61, 61, 63, 64]],
    ["mark", [33, 33, 39, 42, 45, 46, 95, 95, 126, 126]],
    ["param-unreserved", [36, 36, 38, 38, 43, 43, 47, 47, 58, 58, 91, 91, 93, 93]],
    ["visual-separator", [40, 41, 45, 46]]
  ],
  rules: {
    "telephone-uri": {
      states: 50,
      classes: 24,
      classMap: 0,
      accepting: "          !       !!     !  ! !             !!   !",
      table: "                                              #                $                          %               &               ' (')(('   '''          ' '' ''' * '''          ' (' (('   '''            )  ))+                     , ,   ,,-,,,,,.,,    +  +++ /                   , , *0,,,,,,,,,,,       , , *0,,,,,,,,,,1       , , *0,,,,2,,,,,,       3 3   33433333333 5 65555555  55555555555       , , *0,,,,,,,,,7,       , , *0,,,,,,,8,,,       3 3 /933333333333       3 3 /93333333333: 5 65555555* 55555555555         ;   ;;;               , , *5,,,,,,,,,,,       , , *0,,,,,,<,,,, = >=======  ===========       3 3 /9333333333?3         5   555               , , *0,,@,,,,,,,, = >=======/ ===========         A   AAA               3 3 /=33333333333       B , *0,,,,,,,,,,,         =   ===               , , *0,C,,,,,,,,,       , , *0,,,,,,,D,,,       , , *0,,,,,,E,,,,       , , *0,,,,,,,,,F,       , , *0,,G,,,,,,,,       , , *0,,,,,,,,,,H       , , *0,,,,,,,,,I,       , , *J,,,,,,,,,,, 5 655K55L5  MMMMMMMMMMM 5 6K55KKN5* 55555555555 5 6555OPL5* LLLLLLLLLLL 5 6555QRM5/ MMMMMMMMMMM 5 6N55NNN5/ 55555555555 5 6555O5L5* LLLLLLLLLLL 5 655555L5* MMMMMMMMMMM 5 6555Q5M5* MMMMMMMMMMM 5 655555L5/ MMMMMMMMMMM"
    },
    "telephone-subscriber": {
      states: 46,
      classes: 22,
      classMap: 1,
      accepting: "      !       !!     !  ! !             !!   !",
      table: "                        # $#%$$#  ###         # ## ###& ###         # $# $$#  ###           %  %%'                   ( (  (()((((*((    '  '''+                  ( (&,((((((((((       ( (&,(((((((((-       ( (&,((((.(((((       / /  //0/////// 1 2111111  1111111111       ( (&,((((((((3(       ( (&,((((((4(((       / /+5//////////       / /+5/////////6 1 2111111& 1111111111         7  777              ( (&1((((((((((       ( (&,(((((8(((( 9 :999999  9999999999       / /+5////////;/         1  111              ( (&,((<((((((( 9 :999999+ 9999999999         =  ===              / /+9//////////       > (&,((((((((((         9  999              ( (&,(?((((((((       ( (&,((((((@(((       ( (&,(((((A((((       ( (&,((((((((B(       ( (&,((C(((((((       ( (&,(((((((((D       ( (&,((((((((E(       ( (&F(((((((((( 1 211G11H  IIIIIIIIII 1 2G11GGJ& 1111111111 1 2111KLH& HHHHHHHHHH 1 2111MNI+ IIIIIIIIII 1 2J11JJJ+ 1111111111 1 2111K1H& HHHHHHHHHH 1 211111H& IIIIIIIIII 1 2111M1I& IIIIIIIIII 1 211111H+ IIIIIIIIII"
    },
    "global-number": {
      states: 13,
      classes: 14,
      classMap: 2,
      accepting: "   ! !! !! ! ",
      table: "                  #            # #$          $ $$%           &&  &'&&&     &&%(&&&&&     &&%(&&&&) *+****  *****     &&%(&&&,& *+****% *****      -  --        &&%*&&&&&      *  **   "
    },
    "local-number": {
      states: 43,
      classes: 22,
      classMap: 1,
      accepting: "                            !!   ! !! !! ! ",
      table: "                        # !# !!#  ###         # ## ###$ ###              % %  %%&%%%%'%%       % %$(%%%%%%%%%%       % %$(%%%%%%%%%)       % %$(%%%%*%%%%% + ,++++++  ++++++++++       % %$(%%%%%%%%-%       % %$(%%%%%%.%%% + ,++++++$ ++++++++++         /  ///              % %$+%%%%%%%%%%       % %$(%%%%%0%%%%         +  +++              % %$(%%1%%%%%%%       2 %$(%%%%%%%%%%       % %$(%3%%%%%%%%       % %$(%%%%%%4%%%       % %$(%%%%%5%%%%       % %$(%%%%%%%%6%       % %$(%%7%%%%%%%       % %$(%%%%%%%%%8       % %$(%%%%%%%%9%       % %$:%%%%%%%%%% + ,++;++<  ========== + ,;++;;>$ ++++++++++ + ,+++?@<$ <<<<<<<<<< + ,+++AB=C ========== + ,>++>>>C ++++++++++ + ,+++?+<$ <<<<<<<<<< + ,+++++<$ ========== + ,+++A+=$ ========== + ,+++++<C ==========       D D  DDEDDDDDDD       D DCFDDDDDDDDDD       D DCFDDDDDDDDDG H IHHHHHH  HHHHHHHHHH       D DCFDDDDDDDDJD H IHHHHHHC HHHHHHHHHH         K  KKK              D DCHDDDDDDDDDD         H  HHH       "
    },
    "par": {
      states: 11,
      classes: 10,
      classMap: 3,
      accepting: "   !! !! ! ",
      table: "               #       $$  %$$   $$ &$$$   $$ &$$' ()((  (((   $$ &$*$ ()((  (((    +  +     $$ ($$$    (  (  "
    },
    "isdn-subaddress": {
      states: 11,
      classes: 10,
      classMap: 4,
      accepting: "        !  ",
      table: "              #            $          %          &      '        (     )*)  )))) )*)  ))))   +  +      )  )   "
    },
    "extension": {
      states: 7,
      classes: 7,
      classMap: 5,
      accepting: "      !",
      table: "         #        $        %     &    '    '     "
    },
    "context": {
      states: 25,
      classes: 17,
      classMap: 6,
      accepting: "                   !!   !",
      table: "                       #                        $             %                  &               '              (         )                      *                    +               ,                   -           .                      /               0        1           2  3  444444444 2 225              673  333333333   894  444444444 5 555              6 3  333333333     3  444444444   8 4  444444444     3  444444444"
    },
    "descriptor": {
      states: 10,
      classes: 7,
      classMap: 7,
      accepting: "    !!   !",
      table: "         #  $% # ##&    '($$   )*%% & &&&    ' $$     $%   ) %%     $%"
    },
    "global-number-digits": {
      states: 4,
      classes: 4,
      classMap: 8,
      accepting: "   !",
      table: "      #  # $ $ $"
    },
    "local-number-digits": {
      states: 3,
      classes: 3,
      classMap: 9,
      accepting: "  !",
      table: "    #! ##"
    },
    "domainname": {
      states: 7,
      classes: 5,
      classMap: 10,
      accepting: "   !  !",
      table: "        #$ %!## &'$$ % ## & $$   #$"
    },
    "domainlabel": {
      states: 4,
      classes: 3,
      classMap: 11,
      accepting: "  ! ",
      table: "     # $# $#"
    },
    "toplabel": {
      states: 4,
      classes: 4,
      classMap: 12,
      accepting: "  ! ",
      table: "       # $## $##"
    },
    "parameter": {
      states: 8,
      classes: 7,
      classMap: 13,
      accepting: "   ! !  ",
      table: "            #    $$     $$ % &'&&   &'&&      (      &  "
    },
    "pname": {
      states: 3,
      classes: 2,
      classMap: 14,
      accepting: "  !",
      table: "   # #"
    },
    "pvalue": {
      states: 5,
      classes: 4,
      classMap: 15,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "paramchar": {
      states: 5,
      classes: 4,
      classMap: 15,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "unreserved": {
      states: 3,
      classes: 2,
      classMap: 16,
      accepting: "  !",
      table: "   #  "
    },
    "mark": {
      states: 3,
      classes: 2,
      classMap: 17,
      accepting: "  !",
      table: "   #  "
    },
    "pct-encoded": {
      states: 5,
      classes: 3,
      classMap: 18,
      accepting: "    !",
      table: "    #   $  %   "
    },
    "param-unreserved": {
      states: 3,
      classes: 2,
      classMap: 19,
      accepting: "  !",
      table: "   #  "
    },
    "phonedigit": {
      states: 3,
      classes: 2,
      classMap: 20,
      accepting: " !!",
      table: "   #  "
    },
    "phonedigit-hex": {
      states: 3,
      classes: 2,
      classMap: 21,
      accepting: " !!",
      table: "   #  "
    },
    "visual-separator": {
      states: 3,
      classes: 2,
      classMap: 22,
      accepting: "  !",
      table: "   #  "
    },
    "alphanum": {
      states: 3,
      classes: 2,
      classMap: 23,
      accepting: "  !",
      table: "   #  "
    },
    "reserved": {
      states: 3,
      classes: 2,
      classMap: 24,
      accepting: "  !",
      table: "   #  "
    },
    "uric": {
      states: 5,
      classes: 4,
      classMap: 25,
      accepting: "  !  ",
      table: "     #$#       %   #"
    }
  }
};

// generated/rfc5870.validator.ts
var VALIDATOR11 = {
  alphabet: "ascii",
  classMaps: [
    "                                 !  !#!!!!!!$%& ''''''''''() *   ++++,+-......./...........! ! ! ++++,+-......./...........   ! ",
    "                                                                     ! #       $                     ! #       $                ",
    "                                 !  !#!!!!!!$%& ''''''''''!( )   ******++++++++++++++++++++! ! ! ******++++++++++++++++++++   ! ",
    "                                            !#$ %%%%%%%%%%                                                                      ",
    "                                             !# $$$$$$$$$$                                                                      ",
    "                                 !  !#!!!!!! $! %%%%%%%%%%!& '   %%%%%%$$$$$$$$$$$$$$$$$$$$! ! ! %%%%%%$$$$$$$$$$$$$$$$$$$$   ! ",
    "                                             !  !!!!!!!!!! # $   !!%!!!!!!!!!!!!!!&'!!!!!!!      !!%!!!!!!!!!!!!!!&'!!!!!!!     ",
    "                                             !  !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     ",
    "                                              ! ########## $ %                       &                               &          ",
    "                                              ! ##########                                                                      ",
    "                                 !  !#!!!!!! !! $$$$$$$$$$!      $$$$$$!!!!!!!!!!!!!!!!!!!!! ! ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !     !!!!  !! !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!    ! !!!!!!!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !     !!!!  !!                                                !                              ! ",
    "                                     !          ##########       ######                          ######                         ",
    "                                    ! !    !              !                                ! !                                  ",
    "                                                !!!!!!!!!!       !!!!!!!!!!!!!!!!!!!!!!!!!!      !!!!!!!!!!!!!!!!!!!!!!!!!!     "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [33, 33, 39, 42, 45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["alphanum", [48, 57, 65, 90, 97, 122]],
    ["ALPHA", [65, 90, 97, 122]],
    ["HEXDIG", [48, 57, 65, 70, 97, 102]],
    ["DIGIT", [48, 57]],
    ["mark", [33, 33, 39, 42, 45, 46, 95, 95, 126, 126]],
    ["p-unreserved", [36, 36, 38, 38, 43, 43, 58, 58, 91, 91, 93, 93]]
  ],
  rules: {
    "geo-URI": {
      states: 26,
      classes: 15,
      classMap: 0,
      accepting: "           !     !!!  !!  ",
      table: "                           #             $                 %       &           ' (              (           ) *(            + ,              -              ,           . /, 0         )  -            1 2              3            4 4   44444      2             52 0         .  3 0          4 4 0644444      7         89 8888  88888      7 0       89 88880 88888      :   ::         8   88   "
    },
    "geo-scheme": {
      states: 5,
      classes: 4,
      classMap: 1,
      accepting: "    !",
      table: "      #  $     %    "
    },
    "geo-path": {
      states: 22,
      classes: 11,
      classMap: 2,
      accepting: "       !     !!!  !!  ",
      table: "               # $          $       % &$        ' (          )          (       * +(,      %  )        - .          /        0 0  00      .         1.,      *  /,       0 0,200      3     45 444  44      3,    45 444, 44      6  6       4  4 "
    },
    "coordinates": {
      states: 16,
      classes: 5,
      classMap: 3,
      accepting: "       !    !! !",
      table: "       # $    $ % &$  ' (    )    ( * +( %  )  , -    .    -   /- *  .    0    0"
    },
    "coord-a": {
      states: 6,
      classes: 4,
      classMap: 4,
      accepting: "   ! !",
      table: "     # $   $  %$   &   &"
    },
    "coord-b": {
      states: 6,
      classes: 4,
      classMap: 4,
      accepting: "   ! !",
      table: "     # $   $  %$   &   &"
    },
    "coord-c": {
      states: 6,
      classes: 4,
      classMap: 4,
      accepting: "   ! !",
      table: "     # $   $  %$   &   &"
    },
    "p": {
      states: 8,
      classes: 7,
      classMap: 5,
      accepting: " ! ! !  ",
      table: "            #    $$     $$#% &'&&   &'&&#     (      &  "
    },
    "crsp": {
      states: 8,
      classes: 7,
      classMap: 6,
      accepting: "       !",
      table: "         #        $       %       &   '    (  ((( (  ((("
    },
    "crslabel": {
      states: 3,
      classes: 2,
      classMap: 7,
      accepting: "  !",
      table: "   # #"
    },
    "uncp": {
      states: 8,
      classes: 6,
      classMap: 8,
      accepting: "     ! !",
      table: "         #       $    %   &    '&     (     (   "
    },
    "uval": {
      states: 5,
      classes: 3,
      classMap: 9,
      accepting: "  ! !",
      table: "     # $#  %  %"
    },
    "parameter": {
      states: 8,
      classes: 7,
      classMap: 5,
      accepting: "   ! !  ",
      table: "            #    $$     $$ % &'&&   &'&&      (      &  "
    },
    "pname": {
      states: 3,
      classes: 2,
      classMap: 7,
      accepting: "  !",
      table: "   # #"
    },
    "pvalue": {
      states: 5,
      classes: 4,
      classMap: 10,
      accepting: "  !  ",
      table: "     #$# #$#   %   #"
    },
    "paramchar": {
      states: 5,
      classes: 4,
      classMap: 10,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "labeltext": {
      states: 3,
      classes: 2,
      classMap: 7,
      accepting: "  !",
      table: "   # #"
    },
    "pnum": {
      states: 5,
      classes: 3,
      classMap: 9,
      accepting: "  ! !",
      table: "     # $#  %  %"
    },
    "num": {
      states: 6,
      classes: 4,
      classMap: 4,
      accepting: "   ! !",
      table: "     # $   $  %$   &   &"
    },
    "unreserved": {
      states: 3,
      classes: 2,
      classMap: 11,
      accepting: "  !",
      table: "   #  "
    },
    "mark": {
      states: 3,
      classes: 2,
      classMap: 12,
      accepting: "  !",
      table: "   #  "
    },
    "pct-encoded": {
      states: 5,
      classes: 3,
      classMap: 13,
      accepting: "    !",
      table: "    #   $  %   "
    },
    "p-unreserved": {
      states: 3,
      classes: 2,
      classMap: 14,
      accepting: "  !",
      table: "   #  "
    },
    "alphanum": {
      states: 3,
      classes: 2,
      classMap: 15,
      accepting: "  !",
      table: "   #  "
    },
    "latitude": {
      states: 7,
      classes: 4,
      classMap: 4,
      accepting: "   ! !!",
      table: "     # $   $  %&   '  %    '"
    },
    "longitude": {
      states: 8,
      classes: 4,
      classMap: 4,
      accepting: "   ! !!!",
      table: "     # $   $  %&   '  %(   '  % "
    },
    "altitude": {
      states: 6,
      classes: 4,
      classMap: 4,
      accepting: "   ! !",
      table: "     # $   $  %$   &   &"
    }
  }
};

// generated/rfc8089.validator.ts
var VALIDATOR12 = {
  alphabet: "ascii",
  classMaps: [
    "                                 !  !#!!!!!!!$%&'()**+,,,,-! !  .////01$$2$$3$$$$$$$$$4$$$$5 6 $ ////01$$2$$3$$$$$$$$$4$$$$   $ ",
    "                                                                     !#  $  %                        !#  $  %                   ",
    "                                 !  !#!!!!!!!$%&'()**+,,,,-! !  .//////$$$$$$$$$$$$$$$0$$$$1 2 $ //////$$$$$$$$$$$$$$$0$$$$   $ ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%!! !  !%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#!!!!!!!$% &'())*++++,! !   ------$$$$$$$$$$$$$$$.$$$$/ 0 $ ------$$$$$$$$$$$$$$$.$$$$   $ ",
    "                                 !  !#!!!!!!!$%&'()**+,,,,-! !  ./0/123445446444444444744448 9 $ /0/12344544644444444474444 : $ ",
    "                                 !  !#!!!!!!!$%&'()**+,,,,-! !  ./0/1//222222222222222322224 5 $ /0/1//22222222222222232222 6 $ ",
    "                                 !  !#!!!!!!!!!$%%%%%%%%%%&! !  !''''''((((((((((((((((((((    ! ''''''(((((((((((((((((((( ) ! ",
    "                                 !  !#!!!!!!!$% &'())*++++,! !  -......$$$$$$$$$$$$$$$/$$$$0 1 $ ......$$$$$$$$$$$$$$$/$$$$   $ ",
    "                                 !  !#!!!!!!!!$%&'())*++++,! !   -.-/--!!!!!!!!!!!!!!!0!!!!    ! -.-/--!!!!!!!!!!!!!!!0!!!!   ! ",
    "                                 !  !#!!!!!!!!$ %&'(()****+! !   ,-,.,,!!!!!!!!!!!!!!!/!!!!    ! ,-,.,,!!!!!!!!!!!!!!!/!!!!   ! ",
    "                                                          !      ##########################      ########################## !   "
  ],
  wideMaps: [],
  named: [
    ["unreserved", [45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["ALPHA", [65, 90, 97, 122]],
    ["HEXDIG", [48, 57, 65, 70, 97, 102]],
    ["sub-delims", [33, 33, 36, 36, 38, 44, 59, 59, 61, 61]],
    ["DIGIT", [48, 57]]
  ],
  rules: {
    "file-URI": {
      states: 178,
      classes: 22,
      classMap: 0,
      accepting: "       !!     !                                                                                                                                                                   ",
      table: "                                      #                      $                      %                  &                  '              (                 )*))+))))))))))))))   )*)))))))))))))))))        ,,,,,,  ,,,      -.--/------  ------0       ))))))  )))      -.--/------  ------        111111  111      )*)) ))))))))))))))        2222223 222  4        ------  ---           5555556 555                 7               888888  888           9999996 999           ::::::; :::       <   =>?@@@  AAA    B    C 888888  888           DDDDDD6 DDD           EEEEEEF EEE       <   GHIJJJ  KKK    B        L               < M NNNNNNO NNN    B  < M PPPPPPO NNN    B  < M PPPPQRO NNN    B  < M RRRRRRO NNN    B  <   NNNNNNO NNN    B     /                 S SS SSSSSSS SSSSSS              6               TTTTTTF TTT           UUUUUUV UUU       < M WWWWWWX WWW    B  < M YYYYYYX WWW    B  < M YYYYZ[X WWW    B  < M [[[[[[X WWW    B  <   WWWWWWX WWW    B          ]                 ^_`aaa            <   bbbbbbO bbb    B      GHIJJJ  KKK       < M ccccccO bbb    B  < M cccccbO bbb    B  < M bbbbbbO bbb    B S SS SSSSSSS SSSSSS B      ddddddF ddd           eeeeeef eee       <   ghijjj  kkk    B  <   llllllX lll    B      ghijjj  kkk       < M mmmmmmX lll    B  < M mmmmmlX lll    B  < M llllllX lll    B  noo oooooo  oooooo      p                     p aaaaaa              p aaaaq^              p ^^^^^^            <   rrrrrrO rrr    B  < M rrrrrrO rrr    B            F               ssssssf sss           ttttttu ttt       < M vvvvvvw vvv    B  < M xxxxxxw vvv    B  < M xxxxyzw vvv    B  < M zzzzzzw vvv    B  <   vvvvvvw vvv    B  <   {{{{{{X {{{    B  < M {{{{{{X {{{    B      ||||||  |||       noo oooooo  oooooo B      }~ ~!~#~#~#              p ^^^^^             <         O        B      ~$~$~$~$~$~$f ~$~$~$           ~%~%~%~%~%~%~& ~%~%~%       <   ~'~(~)~*~*~*  ~+~+~+    B  <   ~,~,~,~,~,~,w ~,~,~,    B      ~'~(~)~*~*~*  ~+~+~+       < M ~-~-~-~-~-~-w ~,~,~,    B  < M ~-~-~-~-~-~,w ~,~,~,    B  < M ~,~,~,~,~,~,w ~,~,~,    B  <         X        B      oooooo  ooo         ~.                     ~. ~#~#~#~#~#~#              ~. ~#~#~#~#~/}              ~. }}}}}}                      f               ~0~0~0~0~0~0~& ~0~0~0           ~1~1~1~1~1~1~2 ~1~1~1       < M ~3~3~3~3~3~3~4 ~3~3~3    B  < M ~5~5~5~5~5~5~4 ~3~3~3    B  < M ~5~5~5~5~6~7~4 ~3~3~3    B  < M ~7~7~7~7~7~7~4 ~3~3~3    B  <   ~3~3~3~3~3~3~4 ~3~3~3    B  <   ~8~8~8~8~8~8w ~8~8~8    B  < M ~8~8~8~8~8~8w ~8~8~8    B      ~9~:~;~<~<~<              ~. }}}}}                 ~=~=~=~=~=~=~& ~=~=~=           ~>~>~>~>~>~>~? ~>~>~>       <   ~@~A~B~C~C~C  ~D~D~D    B  <   ~E~E~E~E~E~E~4 ~E~E~E    B      ~@~A~B~C~C~C  ~D~D~D       < M ~F~F~F~F~F~F~4 ~E~E~E    B  < M ~F~F~F~F~F~E~4 ~E~E~E    B  < M ~E~E~E~E~E~E~4 ~E~E~E    B  <         w        B  <                  B  <   ~<~<~<~<~<~<         B  <   ~<~<~<~<~G~9         B  <   ~9~9~9~9~9~9         B            ~&               ~H~H~H~H~H~H~? ~H~H~H           ~I~I~I~I~I~I~J ~I~I~I       < M ~K~K~K~K~K~K~L ~K~K~K    B  < M ~M~M~M~M~M~M~L ~K~K~K    B  < M ~M~M~M~M~N~O~L ~K~K~K    B  < M ~O~O~O~O~O~O~L ~K~K~K    B  <   ~K~K~K~K~K~K~L ~K~K~K    B  <   ~P~P~P~P~P~P~4 ~P~P~P    B  < M ~P~P~P~P~P~P~4 ~P~P~P    B  <   ~9~9~9~9~9          B      ~Q~Q~Q~Q~Q~Q~? ~Q~Q~Q           ~R~R~R~R~R~R~S ~R~R~R       <   ~T~U~V~W~W~W  ~X~X~X    B  <   ~Y~Y~Y~Y~Y~Y~L ~Y~Y~Y    B      ~T~U~V~W~W~W  ~X~X~X       < M ~Z~Z~Z~Z~Z~Z~L ~Y~Y~Y    B  < M ~Z~Z~Z~Z~Z~Y~L ~Y~Y~Y    B  < M ~Y~Y~Y~Y~Y~Y~L ~Y~Y~Y    B  <         ~4        B            ~?               ~[~[~[~[~[~[~S ~[~[~[           ~]~^~_~`~`~`~a ~b~b~b       < M ~c~c~c~c~c~c~d ~c~c~c    B  < M ~e~e~e~e~e~e~d ~c~c~c    B  < M ~e~e~e~e~f~g~d ~c~c~c    B  < M ~g~g~g~g~g~g~d ~c~c~c    B  <   ~c~c~c~c~c~c~d ~c~c~c    B  <   ~h~h~h~h~h~h~L ~h~h~h    B  < M ~h~h~h~h~h~h~L ~h~h~h    B      ~i~i~i~i~i~i~S ~i~i~i         M ~j~j~j~j~j~j~k ~j~j~j         M ~l~l~l~l~l~l~k ~j~j~j         M ~l~l~l~l~m~n~k ~j~j~j         M ~n~n~n~n~n~n~k ~j~j~j       <   ~o~o~o~o~o~o  ~o~o~o    B      ~j~j~j~j~j~j~k ~j~j~j       <   ~p~p~p~p~p~p~d ~p~p~p    B      ~o~o~o~o~o~o  ~o~o~o       < M ~q~q~q~q~q~q~d ~p~p~p    B  < M ~q~q~q~q~q~p~d ~p~p~p    B  < M ~p~p~p~p~p~p~d ~p~p~p    B  <         ~L        B            ~S               ~r~r~r~r~r~r~k ~r~r~r           ~o~o~o~o~o~o~9 ~o~o~o         M ~s~s~s~s~s~s~k ~r~r~r         M ~s~s~s~s~s~r~k ~r~r~r         M ~r~r~r~r~r~r~k ~r~r~r       <   ~t~t~t~t~t~t  ~t~t~t    B  <   ~u~u~u~u~u~u~d ~u~u~u    B  < M ~u~u~u~u~u~u~d ~u~u~u    B      ~v~v~v~v~v~v~k ~v~v~v         M ~v~v~v~v~v~v~k ~v~v~v       <   ~w~w~w~w~w~w  ~w~w~w    B  <         ~d        B            ~k           <   ~9~9~9~9~9~9  ~9~9~9    B"
    },
    "file-scheme": {
      states: 6,
      classes: 5,
      classMap: 1,
      accepting: "     !",
      table: "       #     $     % &        "
    },
    "file-hier-part": {
      states: 173,
      classes: 18,
      classMap: 2,
      accepting: "  !!     !                                                                                                                                                                   ",
      table: "                       #             $%$$&$$$$$$$$$$   $%$$$$$$$$$$$$$        ''''''  '    ()((*((((((  ((+       $$$$$$  $    ()((*((((((  ((        ,,,,,,  ,    $%$$ $$$$$$$$$$        ------. -/        ((((((  (         0000001 0               2           333333  3         4444441 4         5555556 5     7   89:;;;  <  =    > 333333  3         ??????1 ?         @@@@@@A @     7   BCDEEE  F  =        G           7 H IIIIIIJ I  =  7 H KKKKKKJ I  =  7 H KKKKLMJ I  =  7 H MMMMMMJ I  =  7   IIIIIIJ I  =     *             N NN NNNNNNN NN              1           OOOOOOA O         PPPPPPQ P     7 H RRRRRRS R  =  7 H TTTTTTS R  =  7 H TTTTUVS R  =  7 H VVVVVVS R  =  7   RRRRRRS R  =          W             XYZ[[[        7   ]]]]]]J ]  =      BCDEEE  F     7 H ^^^^^^J ]  =  7 H ^^^^^]J ]  =  7 H ]]]]]]J ]  = N NN NNNNNNN NN =      ______A _         ``````a `     7   bcdeee  f  =  7   ggggggS g  =      bcdeee  f     7 H hhhhhhS g  =  7 H hhhhhgS g  =  7 H ggggggS g  =  ijj jjjjjj  jj      k                 k [[[[[[          k [[[[lX          k XXXXXX        7   mmmmmmJ m  =  7 H mmmmmmJ m  =            A           nnnnnna n         oooooop o     7 H qqqqqqr q  =  7 H ssssssr q  =  7 H sssstur q  =  7 H uuuuuur q  =  7   qqqqqqr q  =  7   vvvvvvS v  =  7 H vvvvvvS v  =      wwwwww  w     ijj jjjjjj  jj =      xyz{{{          k XXXXX         7         J    =      ||||||a |         }}}}}}~  }     7   ~!~#~$~%~%~%  ~&  =  7   ~'~'~'~'~'~'r ~'  =      ~!~#~$~%~%~%  ~&     7 H ~(~(~(~(~(~(r ~'  =  7 H ~(~(~(~(~(~'r ~'  =  7 H ~'~'~'~'~'~'r ~'  =  7         S    =      jjjjjj  j       ~)                 ~) {{{{{{          ~) {{{{~*x          ~) xxxxxx                  a           ~+~+~+~+~+~+~  ~+         ~,~,~,~,~,~,~- ~,     7 H ~.~.~.~.~.~.~/ ~.  =  7 H ~0~0~0~0~0~0~/ ~.  =  7 H ~0~0~0~0~1~2~/ ~.  =  7 H ~2~2~2~2~2~2~/ ~.  =  7   ~.~.~.~.~.~.~/ ~.  =  7   ~3~3~3~3~3~3r ~3  =  7 H ~3~3~3~3~3~3r ~3  =      ~4~5~6~7~7~7          ~) xxxxx             ~8~8~8~8~8~8~  ~8         ~9~9~9~9~9~9~: ~9     7   ~;~<~=~>~>~>  ~?  =  7   ~@~@~@~@~@~@~/ ~@  =      ~;~<~=~>~>~>  ~?     7 H ~A~A~A~A~A~A~/ ~@  =  7 H ~A~A~A~A~A~@~/ ~@  =  7 H ~@~@~@~@~@~@~/ ~@  =  7         r    =  7              =  7   ~7~7~7~7~7~7     =  7   ~7~7~7~7~B~4     =  7   ~4~4~4~4~4~4     =            ~            ~C~C~C~C~C~C~: ~C         ~D~D~D~D~D~D~E ~D     7 H ~F~F~F~F~F~F~G ~F  =  7 H ~H~H~H~H~H~H~G ~F  =  7 H ~H~H~H~H~I~J~G ~F  =  7 H ~J~J~J~J~J~J~G ~F  =  7   ~F~F~F~F~F~F~G ~F  =  7   ~K~K~K~K~K~K~/ ~K  =  7 H ~K~K~K~K~K~K~/ ~K  =  7   ~4~4~4~4~4      =      ~L~L~L~L~L~L~: ~L         ~M~M~M~M~M~M~N ~M     7   ~O~P~Q~R~R~R  ~S  =  7   ~T~T~T~T~T~T~G ~T  =      ~O~P~Q~R~R~R  ~S     7 H ~U~U~U~U~U~U~G ~T  =  7 H ~U~U~U~U~U~T~G ~T  =  7 H ~T~T~T~T~T~T~G ~T  =  7         ~/    =            ~:           ~V~V~V~V~V~V~N ~V         ~W~X~Y~Z~Z~Z~[ ~]     7 H ~^~^~^~^~^~^~_ ~^  =  7 H ~`~`~`~`~`~`~_ ~^  =  7 H ~`~`~`~`~a~b~_ ~^  =  7 H ~b~b~b~b~b~b~_ ~^  =  7   ~^~^~^~^~^~^~_ ~^  =  7   ~c~c~c~c~c~c~G ~c  =  7 H ~c~c~c~c~c~c~G ~c  =      ~d~d~d~d~d~d~N ~d       H ~e~e~e~e~e~e~f ~e       H ~g~g~g~g~g~g~f ~e       H ~g~g~g~g~h~i~f ~e       H ~i~i~i~i~i~i~f ~e     7   ~j~j~j~j~j~j  ~j  =      ~e~e~e~e~e~e~f ~e     7   ~k~k~k~k~k~k~_ ~k  =      ~j~j~j~j~j~j  ~j     7 H ~l~l~l~l~l~l~_ ~k  =  7 H ~l~l~l~l~l~k~_ ~k  =  7 H ~k~k~k~k~k~k~_ ~k  =  7         ~G    =            ~N           ~m~m~m~m~m~m~f ~m         ~j~j~j~j~j~j~4 ~j       H ~n~n~n~n~n~n~f ~m       H ~n~n~n~n~n~m~f ~m       H ~m~m~m~m~m~m~f ~m     7   ~o~o~o~o~o~o  ~o  =  7   ~p~p~p~p~p~p~_ ~p  =  7 H ~p~p~p~p~p~p~_ ~p  =      ~q~q~q~q~q~q~f ~q       H ~q~q~q~q~q~q~f ~q     7   ~r~r~r~r~r~r  ~r  =  7         ~_    =            ~f       7   ~4~4~4~4~4~4  ~4  ="
    },
    "auth-path": {
      states: 171,
      classes: 18,
      classMap: 2,
      accepting: "    !  !                                                                                                                                                                   ",
      table: "                   #$##%######  ##&  #$##%######  ##        ''''''  '    ()(( ((((((((((        ******+ *,        ######  #    ()(((((((((((((        ------  -         ....../ .               0           111111  1         ((((((  (         222222/ 2         3333334 3     5   678999  :  ;    < 111111  1         ======/ =         >>>>>>? >     5   @ABCCC  D  ;        E           5 F GGGGGGH G  ;  5 F IIIIIIH G  ;  5 F IIIIJKH G  ;  5 F KKKKKKH G  ;  5   GGGGGGH G  ;     %             L LL LLLLLLL LL              /           MMMMMM? M         NNNNNNO N     5 F PPPPPPQ P  ;  5 F RRRRRRQ P  ;  5 F RRRRSTQ P  ;  5 F TTTTTTQ P  ;  5   PPPPPPQ P  ;          U             VWXYYY        5   ZZZZZZH Z  ;      @ABCCC  D     5 F [[[[[[H Z  ;  5 F [[[[[ZH Z  ;  5 F ZZZZZZH Z  ; L LL LLLLLLL LL ;      ]]]]]]? ]         ^^^^^^_ ^     5   `abccc  d  ;  5   eeeeeeQ e  ;      `abccc  d     5 F ffffffQ e  ;  5 F fffffeQ e  ;  5 F eeeeeeQ e  ;  ghh hhhhhh  hh      i                 i YYYYYY          i YYYYjV          i VVVVVV        5   kkkkkkH k  ;  5 F kkkkkkH k  ;            ?           llllll_ l         mmmmmmn m     5 F oooooop o  ;  5 F qqqqqqp o  ;  5 F qqqqrsp o  ;  5 F ssssssp o  ;  5   oooooop o  ;  5   ttttttQ t  ;  5 F ttttttQ t  ;      uuuuuu  u     ghh hhhhhh  hh ;      vwxyyy          i VVVVV         5         H    ;      zzzzzz_ z         {{{{{{| {     5   }~ ~!~#~#~#  ~$  ;  5   ~%~%~%~%~%~%p ~%  ;      }~ ~!~#~#~#  ~$     5 F ~&~&~&~&~&~&p ~%  ;  5 F ~&~&~&~&~&~%p ~%  ;  5 F ~%~%~%~%~%~%p ~%  ;  5         Q    ;      hhhhhh  h       ~'                 ~' yyyyyy          ~' yyyy~(v          ~' vvvvvv                  _           ~)~)~)~)~)~)| ~)         ~*~*~*~*~*~*~+ ~*     5 F ~,~,~,~,~,~,~- ~,  ;  5 F ~.~.~.~.~.~.~- ~,  ;  5 F ~.~.~.~.~/~0~- ~,  ;  5 F ~0~0~0~0~0~0~- ~,  ;  5   ~,~,~,~,~,~,~- ~,  ;  5   ~1~1~1~1~1~1p ~1  ;  5 F ~1~1~1~1~1~1p ~1  ;      ~2~3~4~5~5~5          ~' vvvvv             ~6~6~6~6~6~6| ~6         ~7~7~7~7~7~7~8 ~7     5   ~9~:~;~<~<~<  ~=  ;  5   ~>~>~>~>~>~>~- ~>  ;      ~9~:~;~<~<~<  ~=     5 F ~?~?~?~?~?~?~- ~>  ;  5 F ~?~?~?~?~?~>~- ~>  ;  5 F ~>~>~>~>~>~>~- ~>  ;  5         p    ;  5              ;  5   ~5~5~5~5~5~5     ;  5   ~5~5~5~5~@~2     ;  5   ~2~2~2~2~2~2     ;            |           ~A~A~A~A~A~A~8 ~A         ~B~B~B~B~B~B~C ~B     5 F ~D~D~D~D~D~D~E ~D  ;  5 F ~F~F~F~F~F~F~E ~D  ;  5 F ~F~F~F~F~G~H~E ~D  ;  5 F ~H~H~H~H~H~H~E ~D  ;  5   ~D~D~D~D~D~D~E ~D  ;  5   ~I~I~I~I~I~I~- ~I  ;  5 F ~I~I~I~I~I~I~- ~I  ;  5   ~2~2~2~2~2      ;      ~J~J~J~J~J~J~8 ~J         ~K~K~K~K~K~K~L ~K     5   ~M~N~O~P~P~P  ~Q  ;  5   ~R~R~R~R~R~R~E ~R  ;      ~M~N~O~P~P~P  ~Q     5 F ~S~S~S~S~S~S~E ~R  ;  5 F ~S~S~S~S~S~R~E ~R  ;  5 F ~R~R~R~R~R~R~E ~R  ;  5         ~-    ;            ~8           ~T~T~T~T~T~T~L ~T         ~U~V~W~X~X~X~Y ~Z     5 F ~[~[~[~[~[~[~] ~[  ;  5 F ~^~^~^~^~^~^~] ~[  ;  5 F ~^~^~^~^~_~`~] ~[  ;  5 F ~`~`~`~`~`~`~] ~[  ;  5   ~[~[~[~[~[~[~] ~[  ;  5   ~a~a~a~a~a~a~E ~a  ;  5 F ~a~a~a~a~a~a~E ~a  ;      ~b~b~b~b~b~b~L ~b       F ~c~c~c~c~c~c~d ~c       F ~e~e~e~e~e~e~d ~c       F ~e~e~e~e~f~g~d ~c       F ~g~g~g~g~g~g~d ~c     5   ~h~h~h~h~h~h  ~h  ;      ~c~c~c~c~c~c~d ~c     5   ~i~i~i~i~i~i~] ~i  ;      ~h~h~h~h~h~h  ~h     5 F ~j~j~j~j~j~j~] ~i  ;  5 F ~j~j~j~j~j~i~] ~i  ;  5 F ~i~i~i~i~i~i~] ~i  ;  5         ~E    ;            ~L           ~k~k~k~k~k~k~d ~k         ~h~h~h~h~h~h~2 ~h       F ~l~l~l~l~l~l~d ~k       F ~l~l~l~l~l~k~d ~k       F ~k~k~k~k~k~k~d ~k     5   ~m~m~m~m~m~m  ~m  ;  5   ~n~n~n~n~n~n~] ~n  ;  5 F ~n~n~n~n~n~n~] ~n  ;      ~o~o~o~o~o~o~d ~o       F ~o~o~o~o~o~o~d ~o     5   ~p~p~p~p~p~p  ~p  ;  5         ~]    ;            ~d       5   ~2~2~2~2~2~2  ~2  ;"
    },
    "local-path": {
      states: 6,
      classes: 5,
      classMap: 3,
      accepting: "  !!  ",
      table: "        #  $% $ $%$$    &    $"
    },
    "file-auth": {
      states: 167,
      classes: 16,
      classMap: 4,
      accepting: " !!                   !                                                                                                                                                ",
      table: "                 #$######## ##%  #$######## ##       &&&&&& &        ''''''(')       ###### #        ******+*              ,         ------ -        ......+.        //////0/     1  234555 6  7    8------ -        999999+9        ::::::;:     1  <=>??? @  7       A          1 BCCCCCCDC  7  1 BEEEEEEDC  7  1 BEEEEFGDC  7  1 BGGGGGGDC  7  1  CCCCCCDC  7                 H HHHHHHHHHHH             +         IIIIII;I        JJJJJJKJ     1 BLLLLLLML  7  1 BNNNNNNML  7  1 BNNNNOPML  7  1 BPPPPPPML  7  1  LLLLLLML  7         Q           RSTUUU       1  VVVVVVDV  7     <=>??? @     1 BWWWWWWDV  7  1 BWWWWWVDV  7  1 BVVVVVVDV  7 H HHHHHHHHHHH 7     XXXXXX;X        YYYYYYZY     1  []^___ `  7  1  aaaaaaMa  7     []^___ `     1 BbbbbbbMa  7  1 BbbbbbaMa  7  1 BaaaaaaMa  7  cdddddddd dd      e               eUUUUUU         eUUUUfR         eRRRRRR       1  ggggggDg  7  1 BggggggDg  7           ;         hhhhhhZh        iiiiiiji     1 Bkkkkkklk  7  1 Bmmmmmmlk  7  1 Bmmmmnolk  7  1 Boooooolk  7  1  kkkkkklk  7  1  ppppppMp  7  1 BppppppMp  7     qqqqqq q     cdddddddd dd 7     rstuuu         eRRRRR        1        D   7     vvvvvvZv        wwwwwwxw     1  yz{||| }  7  1  ~ ~ ~ ~ ~ ~ l~   7     yz{||| }     1 B~!~!~!~!~!~!l~   7  1 B~!~!~!~!~!~ l~   7  1 B~ ~ ~ ~ ~ ~ l~   7  1        M   7     dddddd d       ~#               ~#uuuuuu         ~#uuuu~$r         ~#rrrrrr                Z         ~%~%~%~%~%~%x~%        ~&~&~&~&~&~&~'~&     1 B~(~(~(~(~(~(~)~(  7  1 B~*~*~*~*~*~*~)~(  7  1 B~*~*~*~*~+~,~)~(  7  1 B~,~,~,~,~,~,~)~(  7  1  ~(~(~(~(~(~(~)~(  7  1  ~-~-~-~-~-~-l~-  7  1 B~-~-~-~-~-~-l~-  7     ~.~/~0~1~1~1         ~#rrrrr           ~2~2~2~2~2~2x~2        ~3~3~3~3~3~3~4~3     1  ~5~6~7~8~8~8 ~9  7  1  ~:~:~:~:~:~:~)~:  7     ~5~6~7~8~8~8 ~9     1 B~;~;~;~;~;~;~)~:  7  1 B~;~;~;~;~;~:~)~:  7  1 B~:~:~:~:~:~:~)~:  7  1        l   7  1            7  1  ~1~1~1~1~1~1    7  1  ~1~1~1~1~<~.    7  1  ~.~.~.~.~.~.    7           x         ~=~=~=~=~=~=~4~=        ~>~>~>~>~>~>~?~>     1 B~@~@~@~@~@~@~A~@  7  1 B~B~B~B~B~B~B~A~@  7  1 B~B~B~B~B~C~D~A~@  7  1 B~D~D~D~D~D~D~A~@  7  1  ~@~@~@~@~@~@~A~@  7  1  ~E~E~E~E~E~E~)~E  7  1 B~E~E~E~E~E~E~)~E  7  1  ~.~.~.~.~.     7     ~F~F~F~F~F~F~4~F        ~G~G~G~G~G~G~H~G     1  ~I~J~K~L~L~L ~M  7  1  ~N~N~N~N~N~N~A~N  7     ~I~J~K~L~L~L ~M     1 B~O~O~O~O~O~O~A~N  7  1 B~O~O~O~O~O~N~A~N  7  1 B~N~N~N~N~N~N~A~N  7  1        ~)   7           ~4         ~P~P~P~P~P~P~H~P        ~Q~R~S~T~T~T~U~V     1 B~W~W~W~W~W~W~X~W  7  1 B~Y~Y~Y~Y~Y~Y~X~W  7  1 B~Y~Y~Y~Y~Z~[~X~W  7  1 B~[~[~[~[~[~[~X~W  7  1  ~W~W~W~W~W~W~X~W  7  1  ~]~]~]~]~]~]~A~]  7  1 B~]~]~]~]~]~]~A~]  7     ~^~^~^~^~^~^~H~^       B~_~_~_~_~_~_~`~_       B~a~a~a~a~a~a~`~_       B~a~a~a~a~b~c~`~_       B~c~c~c~c~c~c~`~_     1  ~d~d~d~d~d~d ~d  7     ~_~_~_~_~_~_~`~_     1  ~e~e~e~e~e~e~X~e  7     ~d~d~d~d~d~d ~d     1 B~f~f~f~f~f~f~X~e  7  1 B~f~f~f~f~f~e~X~e  7  1 B~e~e~e~e~e~e~X~e  7  1        ~A   7           ~H         ~g~g~g~g~g~g~`~g        ~d~d~d~d~d~d~.~d       B~h~h~h~h~h~h~`~g       B~h~h~h~h~h~g~`~g       B~g~g~g~g~g~g~`~g     1  ~i~i~i~i~i~i ~i  7  1  ~j~j~j~j~j~j~X~j  7  1 B~j~j~j~j~j~j~X~j  7     ~k~k~k~k~k~k~`~k       B~k~k~k~k~k~k~`~k     1  ~l~l~l~l~l~l ~l  7  1        ~X   7           ~`      1  ~.~.~.~.~.~. ~.  7"
    },
    "file-URI-F": {
      states: 354,
      classes: 26,
      classMap: 5,
      accepting: "       ! !  !    !   !!          !                                                                                                                                                                                                                                                                                                                                ",
      table: "                                            #                           $                          %                     &                    '                  (        )))))))))    *+**,********---------               .            . *+********************         //////  /////        01002000000340000000005   *+********************  .     6                          ******  *****        0100700000034000000000         888888  88888        *+**9********---------    3:33 33333334333333333    ;<;;7;;;;;;  ;;;;;;;;;5        ======> =====   ?    *+** *****************    *+** ********---------         000000  00000        @A@@B@@@@@@  @@@@@@@@@         CCCCCC  CCCCC        ;<;;7;;;;;;  ;;;;;;;;;         DDDDDD  DDDDD             EEEEEEF EEEEE                   G                   HHHHHH  HHHHH        @I@@6@@@@@@  @@@@@@@@@         JJJJKJ  JJJJJ        *+**6*****************         333333  33333             ;;;;;;  ;;;;;             LLLLLLF LLLLL             MMMMMMN MMMMM         O   PQRSSS  TTTTT     U     V HHHHHH  HHHHH             JJJJJJ  JJJJJ             @@@@@@  @@@@@             @@@@@@  @W@@@             XXXXXXF XXXXX             YYYYYYZ YYYYY         O   []^___  `````     U         a                   O b ccccccd ccccc     U   O b eeeeeed ccccc     U   O b eeeefgd ccccc     U   O b ggggggd ccccc     U   O   ccccccd ccccc     U      7                     h hh hhhhhhh hhhhhhhhh    @I@@6iiiiiij iiiii@@@k               F                   llllllZ lllll             mmmmmmn mmmmm         O b oooooop ooooo     U   O b qqqqqqp ooooo     U   O b qqqqrsp ooooo     U   O b ssssssp ooooo     U   O   oooooop ooooo     U           t                     uvwxxx                O   yyyyyyd yyyyy     U       []^___  `````         O b zzzzzzd yyyyy     U   O b zzzzzyd yyyyy     U   O b yyyyyyd yyyyy     U  h hh hhhhhhh hhhhhhhhh U  @I@@6{{{{{{| {{{{{@@@@               }              @I@@6~ ~ ~ ~ ~ ~   ~ ~ ~ ~ ~ @@@@         ~!~!~!~!~!~!Z ~!~!~!~!~!             ~#~#~#~#~#~#~$ ~#~#~#~#~#         O   ~%~&~'~(~(~(  ~)~)~)~)~)     U   O   ~*~*~*~*~*~*p ~*~*~*~*~*     U       ~%~&~'~(~(~(  ~)~)~)~)~)         O b ~+~+~+~+~+~+p ~*~*~*~*~*     U   O b ~+~+~+~+~+~*p ~*~*~*~*~*     U   O b ~*~*~*~*~*~*p ~*~*~*~*~*     U   ~,~-~- ~-~-~-~-~-~-  ~-~-~-~-~-~-~-~-~-       ~.                         ~. xxxxxx                  ~. xxxx~/u                  ~. uuuuuu                O   ~0~0~0~0~0~0d ~0~0~0~0~0     U   O b ~0~0~0~0~0~0d ~0~0~0~0~0     U  @I@@6~1~1~1~1~1~1| ~1~1~1~1~1@@@@         ~2~2~2~2~2~2~3 ~2~2~2~2~2         ~4   ~5~6~7~8~8~8  ~9~9~9~9~9        @I@~:6~ ~ ~ ~ ~ ~   ~ ~ ~ ~ ~ @@@@               Z                   ~;~;~;~;~;~;~$ ~;~;~;~;~;             ~<~<~<~<~<~<~= ~<~<~<~<~<         O b ~>~>~>~>~>~>~? ~>~>~>~>~>     U   O b ~@~@~@~@~@~@~? ~>~>~>~>~>     U   O b ~@~@~@~@~A~B~? ~>~>~>~>~>     U   O b ~B~B~B~B~B~B~? ~>~>~>~>~>     U   O   ~>~>~>~>~>~>~? ~>~>~>~>~>     U   O   ~C~C~C~C~C~Cp ~C~C~C~C~C     U   O b ~C~C~C~C~C~Cp ~C~C~C~C~C     U       ~D~D~D~D~D~D  ~D~D~D~D~D         ~,~-~- ~-~-~-~-~-~-  ~-~-~-~-~-~-~-~-~- U       ~E~F~G~H~H~H                  ~. uuuuu                 O         d           U  @I@@6~I~I~I~I~I~I| ~I~I~I~I~I@@@@         ~J~J~J~J~J~J~K ~J~J~J~J~J         ~4   ~L~M~N~O~O~O  ~P~P~P~P~P                 ~Q                 ~4 ~R ~S~S~S~S~S~S~T ~S~S~S~S~S         ~4 ~R ~U~U~U~U~U~U~T ~S~S~S~S~S         ~4 ~R ~U~U~U~U~V~W~T ~S~S~S~S~S         ~4 ~R ~W~W~W~W~W~W~T ~S~S~S~S~S         ~4   ~S~S~S~S~S~S~T ~S~S~S~S~S        ~:I~:~:6~:~:~:~:~:~:~X ~:~:~:~:~:~:~:~:~:         ~Y~Y~Y~Y~Y~Y~$ ~Y~Y~Y~Y~Y             ~Z~Z~Z~Z~Z~Z~[ ~Z~Z~Z~Z~Z         O   ~]~^~_~`~`~`  ~a~a~a~a~a     U   O   ~b~b~b~b~b~b~? ~b~b~b~b~b     U       ~]~^~_~`~`~`  ~a~a~a~a~a         O b ~c~c~c~c~c~c~? ~b~b~b~b~b     U   O b ~c~c~c~c~c~b~? ~b~b~b~b~b     U   O b ~b~b~b~b~b~b~? ~b~b~b~b~b     U   O         p           U       ~-~-~-~-~-~-  ~-~-~-~-~-           ~d                         ~d ~H~H~H~H~H~H                  ~d ~H~H~H~H~e~E                  ~d ~E~E~E~E~E~E               @I@@6@@@@@@| @@@@@@@@@         ~f~f~f~f~f~f~K ~f~f~f~f~f             ~g~g~g~g~g~g~h ~g~g~g~g~g         ~4 ~R ~i~i~i~i~i~i~j ~i~i~i~i~i         ~4 ~R ~k~k~k~k~k~k~j ~i~i~i~i~i         ~4 ~R ~k~k~k~k~l~m~j ~i~i~i~i~i         ~4 ~R ~m~m~m~m~m~m~j ~i~i~i~i~i         ~4   ~i~i~i~i~i~i~j ~i~i~i~i~i                       .               ~n~o~p~q~q~q                ~4   ~r~r~r~r~r~r~T ~r~r~r~r~r             ~L~M~N~O~O~O  ~P~P~P~P~P         ~4 ~R ~s~s~s~s~s~s~T ~r~r~r~r~r         ~4 ~R ~s~s~s~s~s~r~T ~r~r~r~r~r         ~4 ~R ~r~r~r~r~r~r~T ~r~r~r~r~r        ~X~4~X~X ~X~X~X~X~X~X~X ~X~X~X~X~X~X~X~X~X               ~$                   ~t~t~t~t~t~t~[ ~t~t~t~t~t             ~u~u~u~u~u~u~v ~u~u~u~u~u         O b ~w~w~w~w~w~w~x ~w~w~w~w~w     U   O b ~y~y~y~y~y~y~x ~w~w~w~w~w     U   O b ~y~y~y~y~z~{~x ~w~w~w~w~w     U   O b ~{~{~{~{~{~{~x ~w~w~w~w~w     U   O   ~w~w~w~w~w~w~x ~w~w~w~w~w     U   O   ~|~|~|~|~|~|~? ~|~|~|~|~|     U   O b ~|~|~|~|~|~|~? ~|~|~|~|~|     U       ~}~~ ~~!~~#~~#~~#                  ~d ~E~E~E~E~E                     ~~$~~$~~$~~$~~$~~$~K ~~$~~$~~$~~$~~$             ~~%~~%~~%~~%~~%~~%~~& ~~%~~%~~%~~%~~%         ~4   ~~'~~(~~)~~*~~*~~*  ~~+~~+~~+~~+~~+         ~4   ~~,~~,~~,~~,~~,~~,~j ~~,~~,~~,~~,~~,             ~~'~~(~~)~~*~~*~~*  ~~+~~+~~+~~+~~+         ~4 ~R ~~-~~-~~-~~-~~-~~-~j ~~,~~,~~,~~,~~,         ~4 ~R ~~-~~-~~-~~-~~-~~,~j ~~,~~,~~,~~,~~,         ~4 ~R ~~,~~,~~,~~,~~,~~,~j ~~,~~,~~,~~,~~,           ~~.                         ~~. ~q~q~q~q~q~q                  ~~. ~q~q~q~q~~/~n                  ~~. ~n~n~n~n~n~n                ~4   ~~0~~0~~0~~0~~0~~0~T ~~0~~0~~0~~0~~0         ~4 ~R ~~0~~0~~0~~0~~0~~0~T ~~0~~0~~0~~0~~0             ~~1~~1~~1~~1~~1~~1~[ ~~1~~1~~1~~1~~1             ~~2~~2~~2~~2~~2~~2~~3 ~~2~~2~~2~~2~~2         O   ~~4~~5~~6~~7~~7~~7  ~~8~~8~~8~~8~~8     U   O   ~~9~~9~~9~~9~~9~~9~x ~~9~~9~~9~~9~~9     U       ~~4~~5~~6~~7~~7~~7  ~~8~~8~~8~~8~~8         O b ~~:~~:~~:~~:~~:~~:~x ~~9~~9~~9~~9~~9     U   O b ~~:~~:~~:~~:~~:~~9~x ~~9~~9~~9~~9~~9     U   O b ~~9~~9~~9~~9~~9~~9~x ~~9~~9~~9~~9~~9     U   O         ~?           U   O                     U   O   ~~#~~#~~#~~#~~#~~#            U   O   ~~#~~#~~#~~#~~;~}            U   O   ~}~}~}~}~}~}            U             ~K                   ~~<~~<~~<~~<~~<~~<~~& ~~<~~<~~<~~<~~<             ~~=~~=~~=~~=~~=~~=~~> ~~=~~=~~=~~=~~=         ~4 ~R ~~?~~?~~?~~?~~?~~?~~@ ~~?~~?~~?~~?~~?         ~4 ~R ~~A~~A~~A~~A~~A~~A~~@ ~~?~~?~~?~~?~~?         ~4 ~R ~~A~~A~~A~~A~~B~~C~~@ ~~?~~?~~?~~?~~?         ~4 ~R ~~C~~C~~C~~C~~C~~C~~@ ~~?~~?~~?~~?~~?         ~4   ~~?~~?~~?~~?~~?~~?~~@ ~~?~~?~~?~~?~~?         ~4   ~~D~~D~~D~~D~~D~~D~j ~~D~~D~~D~~D~~D         ~4 ~R ~~D~~D~~D~~D~~D~~D~j ~~D~~D~~D~~D~~D             ~~E~~F~~G~~H~~H~~H                  ~~. ~n~n~n~n~n                 ~4         ~T                         ~[                   ~~I~~I~~I~~I~~I~~I~~3 ~~I~~I~~I~~I~~I             ~~J~~J~~J~~J~~J~~J~~K ~~J~~J~~J~~J~~J         O b ~~L~~L~~L~~L~~L~~L~~M ~~L~~L~~L~~L~~L     U   O b ~~N~~N~~N~~N~~N~~N~~M ~~L~~L~~L~~L~~L     U   O b ~~N~~N~~N~~N~~O~~P~~M ~~L~~L~~L~~L~~L     U   O b ~~P~~P~~P~~P~~P~~P~~M ~~L~~L~~L~~L~~L     U   O   ~~L~~L~~L~~L~~L~~L~~M ~~L~~L~~L~~L~~L     U   O   ~~Q~~Q~~Q~~Q~~Q~~Q~x ~~Q~~Q~~Q~~Q~~Q     U   O b ~~Q~~Q~~Q~~Q~~Q~~Q~x ~~Q~~Q~~Q~~Q~~Q     U   O   ~}~}~}~}~}             U       ~~R~~R~~R~~R~~R~~R~~& ~~R~~R~~R~~R~~R             ~~S~~S~~S~~S~~S~~S~~T ~~S~~S~~S~~S~~S         ~4   ~~U~~V~~W~~X~~X~~X  ~~Y~~Y~~Y~~Y~~Y         ~4   ~~Z~~Z~~Z~~Z~~Z~~Z~~@ ~~Z~~Z~~Z~~Z~~Z             ~~U~~V~~W~~X~~X~~X  ~~Y~~Y~~Y~~Y~~Y         ~4 ~R ~~[~~[~~[~~[~~[~~[~~@ ~~Z~~Z~~Z~~Z~~Z         ~4 ~R ~~[~~[~~[~~[~~[~~Z~~@ ~~Z~~Z~~Z~~Z~~Z         ~4 ~R ~~Z~~Z~~Z~~Z~~Z~~Z~~@ ~~Z~~Z~~Z~~Z~~Z         ~4         ~j                 ~~]                         ~~] ~~H~~H~~H~~H~~H~~H                  ~~] ~~H~~H~~H~~H~~^~~E                  ~~] ~~E~~E~~E~~E~~E~~E                    ~~_~~_~~_~~_~~_~~_~~3 ~~_~~_~~_~~_~~_             ~~`~~`~~`~~`~~`~~`~~a ~~`~~`~~`~~`~~`         O   ~~b~~c~~d~~e~~e~~e  ~~f~~f~~f~~f~~f     U   O   ~~g~~g~~g~~g~~g~~g~~M ~~g~~g~~g~~g~~g     U       ~~b~~c~~d~~e~~e~~e  ~~f~~f~~f~~f~~f         O b ~~h~~h~~h~~h~~h~~h~~M ~~g~~g~~g~~g~~g     U   O b ~~h~~h~~h~~h~~h~~g~~M ~~g~~g~~g~~g~~g     U   O b ~~g~~g~~g~~g~~g~~g~~M ~~g~~g~~g~~g~~g     U   O         ~x           U             ~~&                   ~~i~~i~~i~~i~~i~~i~~T ~~i~~i~~i~~i~~i             ~~j~~j~~j~~j~~j~~j~~k ~~j~~j~~j~~j~~j         ~4 ~R ~~l~~l~~l~~l~~l~~l~~m ~~l~~l~~l~~l~~l         ~4 ~R ~~n~~n~~n~~n~~n~~n~~m ~~l~~l~~l~~l~~l         ~4 ~R ~~n~~n~~n~~n~~o~~p~~m ~~l~~l~~l~~l~~l         ~4 ~R ~~p~~p~~p~~p~~p~~p~~m ~~l~~l~~l~~l~~l         ~4   ~~l~~l~~l~~l~~l~~l~~m ~~l~~l~~l~~l~~l         ~4   ~~q~~q~~q~~q~~q~~q~~@ ~~q~~q~~q~~q~~q         ~4 ~R ~~q~~q~~q~~q~~q~~q~~@ ~~q~~q~~q~~q~~q             ~~r~~s~~t~~u~~u~~u                  ~~] ~~E~~E~~E~~E~~E                           ~~3                   ~~v~~v~~v~~v~~v~~v~~a ~~v~~v~~v~~v~~v             ~~w~~x~~y~~z~~z~~z~~{ ~~|~~|~~|~~|~~|         O b ~~}~~}~~}~~}~~}~~}~~~  ~~}~~}~~}~~}~~}     U   O b ~~~!~~~!~~~!~~~!~~~!~~~!~~~  ~~}~~}~~}~~}~~}     U   O b ~~~!~~~!~~~!~~~!~~~#~~~$~~~  ~~}~~}~~}~~}~~}     U   O b ~~~$~~~$~~~$~~~$~~~$~~~$~~~  ~~}~~}~~}~~}~~}     U   O   ~~}~~}~~}~~}~~}~~}~~~  ~~}~~}~~}~~}~~}     U   O   ~~~%~~~%~~~%~~~%~~~%~~~%~~M ~~~%~~~%~~~%~~~%~~~%     U   O b ~~~%~~~%~~~%~~~%~~~%~~~%~~M ~~~%~~~%~~~%~~~%~~~%     U       ~~~&~~~&~~~&~~~&~~~&~~~&~~T ~~~&~~~&~~~&~~~&~~~&             ~~~'~~~'~~~'~~~'~~~'~~~'~~~( ~~~'~~~'~~~'~~~'~~~'         ~4   ~~~)~~~*~~~+~~~,~~~,~~~,  ~~~-~~~-~~~-~~~-~~~-         ~4   ~~~.~~~.~~~.~~~.~~~.~~~.~~m ~~~.~~~.~~~.~~~.~~~.             ~~~)~~~*~~~+~~~,~~~,~~~,  ~~~-~~~-~~~-~~~-~~~-         ~4 ~R ~~~/~~~/~~~/~~~/~~~/~~~/~~m ~~~.~~~.~~~.~~~.~~~.         ~4 ~R ~~~/~~~/~~~/~~~/~~~/~~~.~~m ~~~.~~~.~~~.~~~.~~~.         ~4 ~R ~~~.~~~.~~~.~~~.~~~.~~~.~~m ~~~.~~~.~~~.~~~.~~~.         ~4         ~~@               ~4                         ~4   ~~u~~u~~u~~u~~u~~u                ~4   ~~u~~u~~u~~u~~~0~~r                ~4   ~~r~~r~~r~~r~~r~~r                    ~~~1~~~1~~~1~~~1~~~1~~~1~~a ~~~1~~~1~~~1~~~1~~~1           b ~~~2~~~2~~~2~~~2~~~2~~~2~~~3 ~~~2~~~2~~~2~~~2~~~2           b ~~~4~~~4~~~4~~~4~~~4~~~4~~~3 ~~~2~~~2~~~2~~~2~~~2           b ~~~4~~~4~~~4~~~4~~~5~~~6~~~3 ~~~2~~~2~~~2~~~2~~~2           b ~~~6~~~6~~~6~~~6~~~6~~~6~~~3 ~~~2~~~2~~~2~~~2~~~2         O   ~~~7~~~7~~~7~~~7~~~7~~~7  ~~~7~~~7~~~7~~~7~~~7     U       ~~~2~~~2~~~2~~~2~~~2~~~2~~~3 ~~~2~~~2~~~2~~~2~~~2         O   ~~~8~~~8~~~8~~~8~~~8~~~8~~~  ~~~8~~~8~~~8~~~8~~~8     U       ~~~7~~~7~~~7~~~7~~~7~~~7  ~~~7~~~7~~~7~~~7~~~7         O b ~~~9~~~9~~~9~~~9~~~9~~~9~~~  ~~~8~~~8~~~8~~~8~~~8     U   O b ~~~9~~~9~~~9~~~9~~~9~~~8~~~  ~~~8~~~8~~~8~~~8~~~8     U   O b ~~~8~~~8~~~8~~~8~~~8~~~8~~~  ~~~8~~~8~~~8~~~8~~~8     U   O         ~~M           U             ~~T                   ~~~:~~~:~~~:~~~:~~~:~~~:~~~( ~~~:~~~:~~~:~~~:~~~:             ~~~;~~~;~~~;~~~;~~~;~~~;~~~< ~~~;~~~;~~~;~~~;~~~;         ~4 ~R ~~~=~~~=~~~=~~~=~~~=~~~=~~~> ~~~=~~~=~~~=~~~=~~~=         ~4 ~R ~~~?~~~?~~~?~~~?~~~?~~~?~~~> ~~~=~~~=~~~=~~~=~~~=         ~4 ~R ~~~?~~~?~~~?~~~?~~~@~~~A~~~> ~~~=~~~=~~~=~~~=~~~=         ~4 ~R ~~~A~~~A~~~A~~~A~~~A~~~A~~~> ~~~=~~~=~~~=~~~=~~~=         ~4   ~~~=~~~=~~~=~~~=~~~=~~~=~~~> ~~~=~~~=~~~=~~~=~~~=         ~4   ~~~B~~~B~~~B~~~B~~~B~~~B~~m ~~~B~~~B~~~B~~~B~~~B         ~4 ~R ~~~B~~~B~~~B~~~B~~~B~~~B~~m ~~~B~~~B~~~B~~~B~~~B         ~4   ~~r~~r~~r~~r~~r                           ~~a                   ~~~C~~~C~~~C~~~C~~~C~~~C~~~3 ~~~C~~~C~~~C~~~C~~~C             ~~~7~~~7~~~7~~~7~~~7~~~7~} ~~~7~~~7~~~7~~~7~~~7           b ~~~D~~~D~~~D~~~D~~~D~~~D~~~3 ~~~C~~~C~~~C~~~C~~~C           b ~~~D~~~D~~~D~~~D~~~D~~~C~~~3 ~~~C~~~C~~~C~~~C~~~C           b ~~~C~~~C~~~C~~~C~~~C~~~C~~~3 ~~~C~~~C~~~C~~~C~~~C         O   ~~~E~~~E~~~E~~~E~~~E~~~E  ~~~E~~~E~~~E~~~E~~~E     U   O   ~~~F~~~F~~~F~~~F~~~F~~~F~~~  ~~~F~~~F~~~F~~~F~~~F     U   O b ~~~F~~~F~~~F~~~F~~~F~~~F~~~  ~~~F~~~F~~~F~~~F~~~F     U       ~~~G~~~G~~~G~~~G~~~G~~~G~~~( ~~~G~~~G~~~G~~~G~~~G             ~~~H~~~H~~~H~~~H~~~H~~~H~~~I ~~~H~~~H~~~H~~~H~~~H         ~4   ~~~J~~~K~~~L~~~M~~~M~~~M  ~~~N~~~N~~~N~~~N~~~N         ~4   ~~~O~~~O~~~O~~~O~~~O~~~O~~~> ~~~O~~~O~~~O~~~O~~~O             ~~~J~~~K~~~L~~~M~~~M~~~M  ~~~N~~~N~~~N~~~N~~~N         ~4 ~R ~~~P~~~P~~~P~~~P~~~P~~~P~~~> ~~~O~~~O~~~O~~~O~~~O         ~4 ~R ~~~P~~~P~~~P~~~P~~~P~~~O~~~> ~~~O~~~O~~~O~~~O~~~O         ~4 ~R ~~~O~~~O~~~O~~~O~~~O~~~O~~~> ~~~O~~~O~~~O~~~O~~~O         ~4         ~~m                   ~~~Q~~~Q~~~Q~~~Q~~~Q~~~Q~~~3 ~~~Q~~~Q~~~Q~~~Q~~~Q           b ~~~Q~~~Q~~~Q~~~Q~~~Q~~~Q~~~3 ~~~Q~~~Q~~~Q~~~Q~~~Q         O   ~~~R~~~R~~~R~~~R~~~R~~~R  ~~~R~~~R~~~R~~~R~~~R     U   O         ~~~            U             ~~~(                   ~~~S~~~S~~~S~~~S~~~S~~~S~~~I ~~~S~~~S~~~S~~~S~~~S             ~~~T~~~U~~~V~~~W~~~W~~~W~~~X ~~~Y~~~Y~~~Y~~~Y~~~Y         ~4 ~R ~~~Z~~~Z~~~Z~~~Z~~~Z~~~Z~~~[ ~~~Z~~~Z~~~Z~~~Z~~~Z         ~4 ~R ~~~]~~~]~~~]~~~]~~~]~~~]~~~[ ~~~Z~~~Z~~~Z~~~Z~~~Z         ~4 ~R ~~~]~~~]~~~]~~~]~~~^~~~_~~~[ ~~~Z~~~Z~~~Z~~~Z~~~Z         ~4 ~R ~~~_~~~_~~~_~~~_~~~_~~~_~~~[ ~~~Z~~~Z~~~Z~~~Z~~~Z         ~4   ~~~Z~~~Z~~~Z~~~Z~~~Z~~~Z~~~[ ~~~Z~~~Z~~~Z~~~Z~~~Z         ~4   ~~~`~~~`~~~`~~~`~~~`~~~`~~~> ~~~`~~~`~~~`~~~`~~~`         ~4 ~R ~~~`~~~`~~~`~~~`~~~`~~~`~~~> ~~~`~~~`~~~`~~~`~~~`                   ~~~3               O   ~}~}~}~}~}~}  ~}~}~}~}~}     U       ~~~a~~~a~~~a~~~a~~~a~~~a~~~I ~~~a~~~a~~~a~~~a~~~a           ~R ~~~b~~~b~~~b~~~b~~~b~~~b~~~c ~~~b~~~b~~~b~~~b~~~b           ~R ~~~d~~~d~~~d~~~d~~~d~~~d~~~c ~~~b~~~b~~~b~~~b~~~b           ~R ~~~d~~~d~~~d~~~d~~~e~~~f~~~c ~~~b~~~b~~~b~~~b~~~b           ~R ~~~f~~~f~~~f~~~f~~~f~~~f~~~c ~~~b~~~b~~~b~~~b~~~b         ~4   ~~~g~~~g~~~g~~~g~~~g~~~g  ~~~g~~~g~~~g~~~g~~~g             ~~~b~~~b~~~b~~~b~~~b~~~b~~~c ~~~b~~~b~~~b~~~b~~~b         ~4   ~~~h~~~h~~~h~~~h~~~h~~~h~~~[ ~~~h~~~h~~~h~~~h~~~h             ~~~g~~~g~~~g~~~g~~~g~~~g  ~~~g~~~g~~~g~~~g~~~g         ~4 ~R ~~~i~~~i~~~i~~~i~~~i~~~i~~~[ ~~~h~~~h~~~h~~~h~~~h         ~4 ~R ~~~i~~~i~~~i~~~i~~~i~~~h~~~[ ~~~h~~~h~~~h~~~h~~~h         ~4 ~R ~~~h~~~h~~~h~~~h~~~h~~~h~~~[ ~~~h~~~h~~~h~~~h~~~h         ~4         ~~~>                         ~~~I                   ~~~j~~~j~~~j~~~j~~~j~~~j~~~c ~~~j~~~j~~~j~~~j~~~j             ~~~g~~~g~~~g~~~g~~~g~~~g~~r ~~~g~~~g~~~g~~~g~~~g           ~R ~~~k~~~k~~~k~~~k~~~k~~~k~~~c ~~~j~~~j~~~j~~~j~~~j           ~R ~~~k~~~k~~~k~~~k~~~k~~~j~~~c ~~~j~~~j~~~j~~~j~~~j           ~R ~~~j~~~j~~~j~~~j~~~j~~~j~~~c ~~~j~~~j~~~j~~~j~~~j         ~4   ~~~l~~~l~~~l~~~l~~~l~~~l  ~~~l~~~l~~~l~~~l~~~l         ~4   ~~~m~~~m~~~m~~~m~~~m~~~m~~~[ ~~~m~~~m~~~m~~~m~~~m         ~4 ~R ~~~m~~~m~~~m~~~m~~~m~~~m~~~[ ~~~m~~~m~~~m~~~m~~~m             ~~~n~~~n~~~n~~~n~~~n~~~n~~~c ~~~n~~~n~~~n~~~n~~~n           ~R ~~~n~~~n~~~n~~~n~~~n~~~n~~~c ~~~n~~~n~~~n~~~n~~~n         ~4   ~~~o~~~o~~~o~~~o~~~o~~~o  ~~~o~~~o~~~o~~~o~~~o         ~4         ~~~[                         ~~~c               ~4   ~~r~~r~~r~~r~~r~~r  ~~r~~r~~r~~r~~r       "
    },
    "file-hier-part-F": {
      states: 349,
      classes: 22,
      classMap: 6,
      accepting: "  ! !  !    !   !!          !                                                                                                                                                                                                                                                                                                                                ",
      table: "                           #        $$$$$    %&%%'%%%%%%%%(((((               )        ) %&%%%%%%%%%%%%%%%%         ******  ***      +,++-++++++./+++++0   %&%%%%%%%%%%%%%%%%  )     1                      %%%%%%  %%%      +,++2++++++./+++++         333333  333      %&%%4%%%%%%%%(((((    .5.. ......./.....    67662666666  666660        8888889 888 :    %&%% %%%%%%%%%%%%%    %&%% %%%%%%%%(((((         ++++++  +++      ;<;;=;;;;;;  ;;;;;         >>>>>>  >>>      67662666666  66666         ??????  ???           @@@@@@A @@@                 B               CCCCCC  CCC      ;D;;1;;;;;;  ;;;;;         EEEEFE  EEE      %&%%1%%%%%%%%%%%%%         ......  ...           666666  666           GGGGGGA GGG           HHHHHHI HHH       J   KLMNNN  OOO   P     Q CCCCCC  CCC           EEEEEE  EEE           ;;;;;;  ;;;           ;;;;;;  ;R;           SSSSSSA SSS           TTTTTTU TTT       J   VWXYYY  ZZZ   P         [               J ] ^^^^^^_ ^^^   P   J ] ``````_ ^^^   P   J ] ````ab_ ^^^   P   J ] bbbbbb_ ^^^   P   J   ^^^^^^_ ^^^   P      2                 c cc ccccccc ccccc    ;D;;1dddddde ddd;f               A               ggggggU ggg           hhhhhhi hhh       J ] jjjjjjk jjj   P   J ] llllllk jjj   P   J ] llllmnk jjj   P   J ] nnnnnnk jjj   P   J   jjjjjjk jjj   P           o                 pqrsss            J   tttttt_ ttt   P       VWXYYY  ZZZ       J ] uuuuuu_ ttt   P   J ] uuuuut_ ttt   P   J ] tttttt_ ttt   P  c cc ccccccc ccccc P  ;D;;1vvvvvvw vvv;;               x          ;D;;1yyyyyy  yyy;;         zzzzzzU zzz           {{{{{{| {{{       J   }~ ~!~#~#~#  ~$~$~$   P   J   ~%~%~%~%~%~%k ~%~%~%   P       }~ ~!~#~#~#  ~$~$~$       J ] ~&~&~&~&~&~&k ~%~%~%   P   J ] ~&~&~&~&~&~%k ~%~%~%   P   J ] ~%~%~%~%~%~%k ~%~%~%   P   ~'~(~( ~(~(~(~(~(~(  ~(~(~(~(~(       ~)                     ~) ssssss              ~) ssss~*p              ~) pppppp            J   ~+~+~+~+~+~+_ ~+~+~+   P   J ] ~+~+~+~+~+~+_ ~+~+~+   P  ;D;;1~,~,~,~,~,~,w ~,~,~,;;         ~-~-~-~-~-~-~. ~-~-~-       ~/   ~0~1~2~3~3~3  ~4~4~4      ;D;~51yyyyyy  yyy;;               U               ~6~6~6~6~6~6| ~6~6~6           ~7~7~7~7~7~7~8 ~7~7~7       J ] ~9~9~9~9~9~9~: ~9~9~9   P   J ] ~;~;~;~;~;~;~: ~9~9~9   P   J ] ~;~;~;~;~<~=~: ~9~9~9   P   J ] ~=~=~=~=~=~=~: ~9~9~9   P   J   ~9~9~9~9~9~9~: ~9~9~9   P   J   ~>~>~>~>~>~>k ~>~>~>   P   J ] ~>~>~>~>~>~>k ~>~>~>   P       ~?~?~?~?~?~?  ~?~?~?       ~'~(~( ~(~(~(~(~(~(  ~(~(~(~(~( P       ~@~A~B~C~C~C              ~) ppppp             J         _       P  ;D;;1~D~D~D~D~D~Dw ~D~D~D;;         ~E~E~E~E~E~E~F ~E~E~E       ~/   ~G~H~I~J~J~J  ~K~K~K               ~L             ~/ ~M ~N~N~N~N~N~N~O ~N~N~N       ~/ ~M ~P~P~P~P~P~P~O ~N~N~N       ~/ ~M ~P~P~P~P~Q~R~O ~N~N~N       ~/ ~M ~R~R~R~R~R~R~O ~N~N~N       ~/   ~N~N~N~N~N~N~O ~N~N~N      ~5D~5~51~5~5~5~5~5~5~S ~5~5~5~5~5         ~T~T~T~T~T~T| ~T~T~T           ~U~U~U~U~U~U~V ~U~U~U       J   ~W~X~Y~Z~Z~Z  ~[~[~[   P   J   ~]~]~]~]~]~]~: ~]~]~]   P       ~W~X~Y~Z~Z~Z  ~[~[~[       J ] ~^~^~^~^~^~^~: ~]~]~]   P   J ] ~^~^~^~^~^~]~: ~]~]~]   P   J ] ~]~]~]~]~]~]~: ~]~]~]   P   J         k       P       ~(~(~(~(~(~(  ~(~(~(         ~_                     ~_ ~C~C~C~C~C~C              ~_ ~C~C~C~C~`~@              ~_ ~@~@~@~@~@~@           ;D;;1;;;;;;w ;;;;;         ~a~a~a~a~a~a~F ~a~a~a           ~b~b~b~b~b~b~c ~b~b~b       ~/ ~M ~d~d~d~d~d~d~e ~d~d~d       ~/ ~M ~f~f~f~f~f~f~e ~d~d~d       ~/ ~M ~f~f~f~f~g~h~e ~d~d~d       ~/ ~M ~h~h~h~h~h~h~e ~d~d~d       ~/   ~d~d~d~d~d~d~e ~d~d~d                     )           ~i~j~k~l~l~l            ~/   ~m~m~m~m~m~m~O ~m~m~m           ~G~H~I~J~J~J  ~K~K~K       ~/ ~M ~n~n~n~n~n~n~O ~m~m~m       ~/ ~M ~n~n~n~n~n~m~O ~m~m~m       ~/ ~M ~m~m~m~m~m~m~O ~m~m~m      ~S~/~S~S ~S~S~S~S~S~S~S ~S~S~S~S~S               |               ~o~o~o~o~o~o~V ~o~o~o           ~p~p~p~p~p~p~q ~p~p~p       J ] ~r~r~r~r~r~r~s ~r~r~r   P   J ] ~t~t~t~t~t~t~s ~r~r~r   P   J ] ~t~t~t~t~u~v~s ~r~r~r   P   J ] ~v~v~v~v~v~v~s ~r~r~r   P   J   ~r~r~r~r~r~r~s ~r~r~r   P   J   ~w~w~w~w~w~w~: ~w~w~w   P   J ] ~w~w~w~w~w~w~: ~w~w~w   P       ~x~y~z~{~{~{              ~_ ~@~@~@~@~@                 ~|~|~|~|~|~|~F ~|~|~|           ~}~}~}~}~}~}~~  ~}~}~}       ~/   ~~!~~#~~$~~%~~%~~%  ~~&~~&~~&       ~/   ~~'~~'~~'~~'~~'~~'~e ~~'~~'~~'           ~~!~~#~~$~~%~~%~~%  ~~&~~&~~&       ~/ ~M ~~(~~(~~(~~(~~(~~(~e ~~'~~'~~'       ~/ ~M ~~(~~(~~(~~(~~(~~'~e ~~'~~'~~'       ~/ ~M ~~'~~'~~'~~'~~'~~'~e ~~'~~'~~'         ~~)                     ~~) ~l~l~l~l~l~l              ~~) ~l~l~l~l~~*~i              ~~) ~i~i~i~i~i~i            ~/   ~~+~~+~~+~~+~~+~~+~O ~~+~~+~~+       ~/ ~M ~~+~~+~~+~~+~~+~~+~O ~~+~~+~~+           ~~,~~,~~,~~,~~,~~,~V ~~,~~,~~,           ~~-~~-~~-~~-~~-~~-~~. ~~-~~-~~-       J   ~~/~~0~~1~~2~~2~~2  ~~3~~3~~3   P   J   ~~4~~4~~4~~4~~4~~4~s ~~4~~4~~4   P       ~~/~~0~~1~~2~~2~~2  ~~3~~3~~3       J ] ~~5~~5~~5~~5~~5~~5~s ~~4~~4~~4   P   J ] ~~5~~5~~5~~5~~5~~4~s ~~4~~4~~4   P   J ] ~~4~~4~~4~~4~~4~~4~s ~~4~~4~~4   P   J         ~:       P   J                 P   J   ~{~{~{~{~{~{        P   J   ~{~{~{~{~~6~x        P   J   ~x~x~x~x~x~x        P             ~F               ~~7~~7~~7~~7~~7~~7~~  ~~7~~7~~7           ~~8~~8~~8~~8~~8~~8~~9 ~~8~~8~~8       ~/ ~M ~~:~~:~~:~~:~~:~~:~~; ~~:~~:~~:       ~/ ~M ~~<~~<~~<~~<~~<~~<~~; ~~:~~:~~:       ~/ ~M ~~<~~<~~<~~<~~=~~>~~; ~~:~~:~~:       ~/ ~M ~~>~~>~~>~~>~~>~~>~~; ~~:~~:~~:       ~/   ~~:~~:~~:~~:~~:~~:~~; ~~:~~:~~:       ~/   ~~?~~?~~?~~?~~?~~?~e ~~?~~?~~?       ~/ ~M ~~?~~?~~?~~?~~?~~?~e ~~?~~?~~?           ~~@~~A~~B~~C~~C~~C              ~~) ~i~i~i~i~i             ~/         ~O                     ~V               ~~D~~D~~D~~D~~D~~D~~. ~~D~~D~~D           ~~E~~E~~E~~E~~E~~E~~F ~~E~~E~~E       J ] ~~G~~G~~G~~G~~G~~G~~H ~~G~~G~~G   P   J ] ~~I~~I~~I~~I~~I~~I~~H ~~G~~G~~G   P   J ] ~~I~~I~~I~~I~~J~~K~~H ~~G~~G~~G   P   J ] ~~K~~K~~K~~K~~K~~K~~H ~~G~~G~~G   P   J   ~~G~~G~~G~~G~~G~~G~~H ~~G~~G~~G   P   J   ~~L~~L~~L~~L~~L~~L~s ~~L~~L~~L   P   J ] ~~L~~L~~L~~L~~L~~L~s ~~L~~L~~L   P   J   ~x~x~x~x~x         P       ~~M~~M~~M~~M~~M~~M~~  ~~M~~M~~M           ~~N~~N~~N~~N~~N~~N~~O ~~N~~N~~N       ~/   ~~P~~Q~~R~~S~~S~~S  ~~T~~T~~T       ~/   ~~U~~U~~U~~U~~U~~U~~; ~~U~~U~~U           ~~P~~Q~~R~~S~~S~~S  ~~T~~T~~T       ~/ ~M ~~V~~V~~V~~V~~V~~V~~; ~~U~~U~~U       ~/ ~M ~~V~~V~~V~~V~~V~~U~~; ~~U~~U~~U       ~/ ~M ~~U~~U~~U~~U~~U~~U~~; ~~U~~U~~U       ~/         ~e             ~~W                     ~~W ~~C~~C~~C~~C~~C~~C              ~~W ~~C~~C~~C~~C~~X~~@              ~~W ~~@~~@~~@~~@~~@~~@                ~~Y~~Y~~Y~~Y~~Y~~Y~~. ~~Y~~Y~~Y           ~~Z~~Z~~Z~~Z~~Z~~Z~~[ ~~Z~~Z~~Z       J   ~~]~~^~~_~~`~~`~~`  ~~a~~a~~a   P   J   ~~b~~b~~b~~b~~b~~b~~H ~~b~~b~~b   P       ~~]~~^~~_~~`~~`~~`  ~~a~~a~~a       J ] ~~c~~c~~c~~c~~c~~c~~H ~~b~~b~~b   P   J ] ~~c~~c~~c~~c~~c~~b~~H ~~b~~b~~b   P   J ] ~~b~~b~~b~~b~~b~~b~~H ~~b~~b~~b   P   J         ~s       P             ~~                ~~d~~d~~d~~d~~d~~d~~O ~~d~~d~~d           ~~e~~e~~e~~e~~e~~e~~f ~~e~~e~~e       ~/ ~M ~~g~~g~~g~~g~~g~~g~~h ~~g~~g~~g       ~/ ~M ~~i~~i~~i~~i~~i~~i~~h ~~g~~g~~g       ~/ ~M ~~i~~i~~i~~i~~j~~k~~h ~~g~~g~~g       ~/ ~M ~~k~~k~~k~~k~~k~~k~~h ~~g~~g~~g       ~/   ~~g~~g~~g~~g~~g~~g~~h ~~g~~g~~g       ~/   ~~l~~l~~l~~l~~l~~l~~; ~~l~~l~~l       ~/ ~M ~~l~~l~~l~~l~~l~~l~~; ~~l~~l~~l           ~~m~~n~~o~~p~~p~~p              ~~W ~~@~~@~~@~~@~~@                       ~~.               ~~q~~q~~q~~q~~q~~q~~[ ~~q~~q~~q           ~~r~~s~~t~~u~~u~~u~~v ~~w~~w~~w       J ] ~~x~~x~~x~~x~~x~~x~~y ~~x~~x~~x   P   J ] ~~z~~z~~z~~z~~z~~z~~y ~~x~~x~~x   P   J ] ~~z~~z~~z~~z~~{~~|~~y ~~x~~x~~x   P   J ] ~~|~~|~~|~~|~~|~~|~~y ~~x~~x~~x   P   J   ~~x~~x~~x~~x~~x~~x~~y ~~x~~x~~x   P   J   ~~}~~}~~}~~}~~}~~}~~H ~~}~~}~~}   P   J ] ~~}~~}~~}~~}~~}~~}~~H ~~}~~}~~}   P       ~~~ ~~~ ~~~ ~~~ ~~~ ~~~ ~~O ~~~ ~~~ ~~~            ~~~!~~~!~~~!~~~!~~~!~~~!~~~# ~~~!~~~!~~~!       ~/   ~~~$~~~%~~~&~~~'~~~'~~~'  ~~~(~~~(~~~(       ~/   ~~~)~~~)~~~)~~~)~~~)~~~)~~h ~~~)~~~)~~~)           ~~~$~~~%~~~&~~~'~~~'~~~'  ~~~(~~~(~~~(       ~/ ~M ~~~*~~~*~~~*~~~*~~~*~~~*~~h ~~~)~~~)~~~)       ~/ ~M ~~~*~~~*~~~*~~~*~~~*~~~)~~h ~~~)~~~)~~~)       ~/ ~M ~~~)~~~)~~~)~~~)~~~)~~~)~~h ~~~)~~~)~~~)       ~/         ~~;           ~/                     ~/   ~~p~~p~~p~~p~~p~~p            ~/   ~~p~~p~~p~~p~~~+~~m            ~/   ~~m~~m~~m~~m~~m~~m                ~~~,~~~,~~~,~~~,~~~,~~~,~~[ ~~~,~~~,~~~,         ] ~~~-~~~-~~~-~~~-~~~-~~~-~~~. ~~~-~~~-~~~-         ] ~~~/~~~/~~~/~~~/~~~/~~~/~~~. ~~~-~~~-~~~-         ] ~~~/~~~/~~~/~~~/~~~0~~~1~~~. ~~~-~~~-~~~-         ] ~~~1~~~1~~~1~~~1~~~1~~~1~~~. ~~~-~~~-~~~-       J   ~~~2~~~2~~~2~~~2~~~2~~~2  ~~~2~~~2~~~2   P       ~~~-~~~-~~~-~~~-~~~-~~~-~~~. ~~~-~~~-~~~-       J   ~~~3~~~3~~~3~~~3~~~3~~~3~~y ~~~3~~~3~~~3   P       ~~~2~~~2~~~2~~~2~~~2~~~2  ~~~2~~~2~~~2       J ] ~~~4~~~4~~~4~~~4~~~4~~~4~~y ~~~3~~~3~~~3   P   J ] ~~~4~~~4~~~4~~~4~~~4~~~3~~y ~~~3~~~3~~~3   P   J ] ~~~3~~~3~~~3~~~3~~~3~~~3~~y ~~~3~~~3~~~3   P   J         ~~H       P             ~~O               ~~~5~~~5~~~5~~~5~~~5~~~5~~~# ~~~5~~~5~~~5           ~~~6~~~6~~~6~~~6~~~6~~~6~~~7 ~~~6~~~6~~~6       ~/ ~M ~~~8~~~8~~~8~~~8~~~8~~~8~~~9 ~~~8~~~8~~~8       ~/ ~M ~~~:~~~:~~~:~~~:~~~:~~~:~~~9 ~~~8~~~8~~~8       ~/ ~M ~~~:~~~:~~~:~~~:~~~;~~~<~~~9 ~~~8~~~8~~~8       ~/ ~M ~~~<~~~<~~~<~~~<~~~<~~~<~~~9 ~~~8~~~8~~~8       ~/   ~~~8~~~8~~~8~~~8~~~8~~~8~~~9 ~~~8~~~8~~~8       ~/   ~~~=~~~=~~~=~~~=~~~=~~~=~~h ~~~=~~~=~~~=       ~/ ~M ~~~=~~~=~~~=~~~=~~~=~~~=~~h ~~~=~~~=~~~=       ~/   ~~m~~m~~m~~m~~m                       ~~[               ~~~>~~~>~~~>~~~>~~~>~~~>~~~. ~~~>~~~>~~~>           ~~~2~~~2~~~2~~~2~~~2~~~2~x ~~~2~~~2~~~2         ] ~~~?~~~?~~~?~~~?~~~?~~~?~~~. ~~~>~~~>~~~>         ] ~~~?~~~?~~~?~~~?~~~?~~~>~~~. ~~~>~~~>~~~>         ] ~~~>~~~>~~~>~~~>~~~>~~~>~~~. ~~~>~~~>~~~>       J   ~~~@~~~@~~~@~~~@~~~@~~~@  ~~~@~~~@~~~@   P   J   ~~~A~~~A~~~A~~~A~~~A~~~A~~y ~~~A~~~A~~~A   P   J ] ~~~A~~~A~~~A~~~A~~~A~~~A~~y ~~~A~~~A~~~A   P       ~~~B~~~B~~~B~~~B~~~B~~~B~~~# ~~~B~~~B~~~B           ~~~C~~~C~~~C~~~C~~~C~~~C~~~D ~~~C~~~C~~~C       ~/   ~~~E~~~F~~~G~~~H~~~H~~~H  ~~~I~~~I~~~I       ~/   ~~~J~~~J~~~J~~~J~~~J~~~J~~~9 ~~~J~~~J~~~J           ~~~E~~~F~~~G~~~H~~~H~~~H  ~~~I~~~I~~~I       ~/ ~M ~~~K~~~K~~~K~~~K~~~K~~~K~~~9 ~~~J~~~J~~~J       ~/ ~M ~~~K~~~K~~~K~~~K~~~K~~~J~~~9 ~~~J~~~J~~~J       ~/ ~M ~~~J~~~J~~~J~~~J~~~J~~~J~~~9 ~~~J~~~J~~~J       ~/         ~~h               ~~~L~~~L~~~L~~~L~~~L~~~L~~~. ~~~L~~~L~~~L         ] ~~~L~~~L~~~L~~~L~~~L~~~L~~~. ~~~L~~~L~~~L       J   ~~~M~~~M~~~M~~~M~~~M~~~M  ~~~M~~~M~~~M   P   J         ~~y       P             ~~~#               ~~~N~~~N~~~N~~~N~~~N~~~N~~~D ~~~N~~~N~~~N           ~~~O~~~P~~~Q~~~R~~~R~~~R~~~S ~~~T~~~T~~~T       ~/ ~M ~~~U~~~U~~~U~~~U~~~U~~~U~~~V ~~~U~~~U~~~U       ~/ ~M ~~~W~~~W~~~W~~~W~~~W~~~W~~~V ~~~U~~~U~~~U       ~/ ~M ~~~W~~~W~~~W~~~W~~~X~~~Y~~~V ~~~U~~~U~~~U       ~/ ~M ~~~Y~~~Y~~~Y~~~Y~~~Y~~~Y~~~V ~~~U~~~U~~~U       ~/   ~~~U~~~U~~~U~~~U~~~U~~~U~~~V ~~~U~~~U~~~U       ~/   ~~~Z~~~Z~~~Z~~~Z~~~Z~~~Z~~~9 ~~~Z~~~Z~~~Z       ~/ ~M ~~~Z~~~Z~~~Z~~~Z~~~Z~~~Z~~~9 ~~~Z~~~Z~~~Z                 ~~~.           J   ~x~x~x~x~x~x  ~x~x~x   P       ~~~[~~~[~~~[~~~[~~~[~~~[~~~D ~~~[~~~[~~~[         ~M ~~~]~~~]~~~]~~~]~~~]~~~]~~~^ ~~~]~~~]~~~]         ~M ~~~_~~~_~~~_~~~_~~~_~~~_~~~^ ~~~]~~~]~~~]         ~M ~~~_~~~_~~~_~~~_~~~`~~~a~~~^ ~~~]~~~]~~~]         ~M ~~~a~~~a~~~a~~~a~~~a~~~a~~~^ ~~~]~~~]~~~]       ~/   ~~~b~~~b~~~b~~~b~~~b~~~b  ~~~b~~~b~~~b           ~~~]~~~]~~~]~~~]~~~]~~~]~~~^ ~~~]~~~]~~~]       ~/   ~~~c~~~c~~~c~~~c~~~c~~~c~~~V ~~~c~~~c~~~c           ~~~b~~~b~~~b~~~b~~~b~~~b  ~~~b~~~b~~~b       ~/ ~M ~~~d~~~d~~~d~~~d~~~d~~~d~~~V ~~~c~~~c~~~c       ~/ ~M ~~~d~~~d~~~d~~~d~~~d~~~c~~~V ~~~c~~~c~~~c       ~/ ~M ~~~c~~~c~~~c~~~c~~~c~~~c~~~V ~~~c~~~c~~~c       ~/         ~~~9                     ~~~D               ~~~e~~~e~~~e~~~e~~~e~~~e~~~^ ~~~e~~~e~~~e           ~~~b~~~b~~~b~~~b~~~b~~~b~~m ~~~b~~~b~~~b         ~M ~~~f~~~f~~~f~~~f~~~f~~~f~~~^ ~~~e~~~e~~~e         ~M ~~~f~~~f~~~f~~~f~~~f~~~e~~~^ ~~~e~~~e~~~e         ~M ~~~e~~~e~~~e~~~e~~~e~~~e~~~^ ~~~e~~~e~~~e       ~/   ~~~g~~~g~~~g~~~g~~~g~~~g  ~~~g~~~g~~~g       ~/   ~~~h~~~h~~~h~~~h~~~h~~~h~~~V ~~~h~~~h~~~h       ~/ ~M ~~~h~~~h~~~h~~~h~~~h~~~h~~~V ~~~h~~~h~~~h           ~~~i~~~i~~~i~~~i~~~i~~~i~~~^ ~~~i~~~i~~~i         ~M ~~~i~~~i~~~i~~~i~~~i~~~i~~~^ ~~~i~~~i~~~i       ~/   ~~~j~~~j~~~j~~~j~~~j~~~j  ~~~j~~~j~~~j       ~/         ~~~V                     ~~~^           ~/   ~~m~~m~~m~~m~~m~~m  ~~m~~m~~m     "
    },
    "auth-path-F": {
      states: 346,
      classes: 22,
      classMap: 6,
      accepting: "    !   ! !  !         !        !                                                                                                                                                                                                                                                                                                                         ",
      table: "                       #$##%######&'#####(   #$##)######&'#####         ******  ***      +,++-++++++++.....    &/&& &&&&&&&'&&&&&    0100)000000  00000(        2222223 222 4    +,++ ++++++++.....         ######  ###      +,++++++++++++++++         555555  555      67668666666  66666    +,++++++++++++++++  9      ::::::  :::      0100)000000  00000         ;;;;;;  ;;;           <<<<<<= <<<                 >               ??????  ???           ++++++  +++      6@66A666666  66666         BBBBCB  BBB      +,++A+++++++++++++        A                      &&&&&&  &&&           000000  000           DDDDDD= DDD           EEEEEEF EEE       G   HIJKKK  LLL   M     N ??????  ???           BBBBBB  BBB      +,++ +++++++++++++         666666  666           666666  6O6           PPPPPP= PPP           QQQQQQR QQQ       G   STUVVV  WWW   M         X               G Y ZZZZZZ[ ZZZ   M   G Y ]]]]]][ ZZZ   M   G Y ]]]]^_[ ZZZ   M   G Y ______[ ZZZ   M   G   ZZZZZZ[ ZZZ   M      )                 ` `` ``````` `````    6@66Aaaaaaab aaa6c               =               ddddddR ddd           eeeeeef eee       G Y ggggggh ggg   M   G Y iiiiiih ggg   M   G Y iiiijkh ggg   M   G Y kkkkkkh ggg   M   G   ggggggh ggg   M           l                 mnoppp            G   qqqqqq[ qqq   M       STUVVV  WWW       G Y rrrrrr[ qqq   M   G Y rrrrrq[ qqq   M   G Y qqqqqq[ qqq   M  ` `` ``````` ````` M  6@66Asssssst sss66               u          6@66Avvvvvv  vvv66         wwwwwwR www           xxxxxxy xxx       G   z{|}}}  ~ ~ ~    M   G   ~!~!~!~!~!~!h ~!~!~!   M       z{|}}}  ~ ~ ~        G Y ~#~#~#~#~#~#h ~!~!~!   M   G Y ~#~#~#~#~#~!h ~!~!~!   M   G Y ~!~!~!~!~!~!h ~!~!~!   M   ~$~%~% ~%~%~%~%~%~%  ~%~%~%~%~%       ~&                     ~& pppppp              ~& pppp~'m              ~& mmmmmm            G   ~(~(~(~(~(~([ ~(~(~(   M   G Y ~(~(~(~(~(~([ ~(~(~(   M  6@66A~)~)~)~)~)~)t ~)~)~)66         ~*~*~*~*~*~*~+ ~*~*~*       ~,   ~-~.~/~0~0~0  ~1~1~1      6@6~2Avvvvvv  vvv66               R               ~3~3~3~3~3~3y ~3~3~3           ~4~4~4~4~4~4~5 ~4~4~4       G Y ~6~6~6~6~6~6~7 ~6~6~6   M   G Y ~8~8~8~8~8~8~7 ~6~6~6   M   G Y ~8~8~8~8~9~:~7 ~6~6~6   M   G Y ~:~:~:~:~:~:~7 ~6~6~6   M   G   ~6~6~6~6~6~6~7 ~6~6~6   M   G   ~;~;~;~;~;~;h ~;~;~;   M   G Y ~;~;~;~;~;~;h ~;~;~;   M       ~<~<~<~<~<~<  ~<~<~<       ~$~%~% ~%~%~%~%~%~%  ~%~%~%~%~% M       ~=~>~?~@~@~@              ~& mmmmm             G         [       M  6@66A~A~A~A~A~A~At ~A~A~A66         ~B~B~B~B~B~B~C ~B~B~B       ~,   ~D~E~F~G~G~G  ~H~H~H               ~I             ~, ~J ~K~K~K~K~K~K~L ~K~K~K       ~, ~J ~M~M~M~M~M~M~L ~K~K~K       ~, ~J ~M~M~M~M~N~O~L ~K~K~K       ~, ~J ~O~O~O~O~O~O~L ~K~K~K       ~,   ~K~K~K~K~K~K~L ~K~K~K      ~2@~2~2A~2~2~2~2~2~2~P ~2~2~2~2~2         ~Q~Q~Q~Q~Q~Qy ~Q~Q~Q           ~R~R~R~R~R~R~S ~R~R~R       G   ~T~U~V~W~W~W  ~X~X~X   M   G   ~Y~Y~Y~Y~Y~Y~7 ~Y~Y~Y   M       ~T~U~V~W~W~W  ~X~X~X       G Y ~Z~Z~Z~Z~Z~Z~7 ~Y~Y~Y   M   G Y ~Z~Z~Z~Z~Z~Y~7 ~Y~Y~Y   M   G Y ~Y~Y~Y~Y~Y~Y~7 ~Y~Y~Y   M   G         h       M       ~%~%~%~%~%~%  ~%~%~%         ~[                     ~[ ~@~@~@~@~@~@              ~[ ~@~@~@~@~]~=              ~[ ~=~=~=~=~=~=           6@66A666666t 66666         ~^~^~^~^~^~^~C ~^~^~^           ~_~_~_~_~_~_~` ~_~_~_       ~, ~J ~a~a~a~a~a~a~b ~a~a~a       ~, ~J ~c~c~c~c~c~c~b ~a~a~a       ~, ~J ~c~c~c~c~d~e~b ~a~a~a       ~, ~J ~e~e~e~e~e~e~b ~a~a~a       ~,   ~a~a~a~a~a~a~b ~a~a~a                     9           ~f~g~h~i~i~i            ~,   ~j~j~j~j~j~j~L ~j~j~j           ~D~E~F~G~G~G  ~H~H~H       ~, ~J ~k~k~k~k~k~k~L ~j~j~j       ~, ~J ~k~k~k~k~k~j~L ~j~j~j       ~, ~J ~j~j~j~j~j~j~L ~j~j~j      ~P~,~P~P ~P~P~P~P~P~P~P ~P~P~P~P~P               y               ~l~l~l~l~l~l~S ~l~l~l           ~m~m~m~m~m~m~n ~m~m~m       G Y ~o~o~o~o~o~o~p ~o~o~o   M   G Y ~q~q~q~q~q~q~p ~o~o~o   M   G Y ~q~q~q~q~r~s~p ~o~o~o   M   G Y ~s~s~s~s~s~s~p ~o~o~o   M   G   ~o~o~o~o~o~o~p ~o~o~o   M   G   ~t~t~t~t~t~t~7 ~t~t~t   M   G Y ~t~t~t~t~t~t~7 ~t~t~t   M       ~u~v~w~x~x~x              ~[ ~=~=~=~=~=                 ~y~y~y~y~y~y~C ~y~y~y           ~z~z~z~z~z~z~{ ~z~z~z       ~,   ~|~}~~ ~~!~~!~~!  ~~#~~#~~#       ~,   ~~$~~$~~$~~$~~$~~$~b ~~$~~$~~$           ~|~}~~ ~~!~~!~~!  ~~#~~#~~#       ~, ~J ~~%~~%~~%~~%~~%~~%~b ~~$~~$~~$       ~, ~J ~~%~~%~~%~~%~~%~~$~b ~~$~~$~~$       ~, ~J ~~$~~$~~$~~$~~$~~$~b ~~$~~$~~$         ~~&                     ~~& ~i~i~i~i~i~i              ~~& ~i~i~i~i~~'~f              ~~& ~f~f~f~f~f~f            ~,   ~~(~~(~~(~~(~~(~~(~L ~~(~~(~~(       ~, ~J ~~(~~(~~(~~(~~(~~(~L ~~(~~(~~(           ~~)~~)~~)~~)~~)~~)~S ~~)~~)~~)           ~~*~~*~~*~~*~~*~~*~~+ ~~*~~*~~*       G   ~~,~~-~~.~~/~~/~~/  ~~0~~0~~0   M   G   ~~1~~1~~1~~1~~1~~1~p ~~1~~1~~1   M       ~~,~~-~~.~~/~~/~~/  ~~0~~0~~0       G Y ~~2~~2~~2~~2~~2~~2~p ~~1~~1~~1   M   G Y ~~2~~2~~2~~2~~2~~1~p ~~1~~1~~1   M   G Y ~~1~~1~~1~~1~~1~~1~p ~~1~~1~~1   M   G         ~7       M   G                 M   G   ~x~x~x~x~x~x        M   G   ~x~x~x~x~~3~u        M   G   ~u~u~u~u~u~u        M             ~C               ~~4~~4~~4~~4~~4~~4~{ ~~4~~4~~4           ~~5~~5~~5~~5~~5~~5~~6 ~~5~~5~~5       ~, ~J ~~7~~7~~7~~7~~7~~7~~8 ~~7~~7~~7       ~, ~J ~~9~~9~~9~~9~~9~~9~~8 ~~7~~7~~7       ~, ~J ~~9~~9~~9~~9~~:~~;~~8 ~~7~~7~~7       ~, ~J ~~;~~;~~;~~;~~;~~;~~8 ~~7~~7~~7       ~,   ~~7~~7~~7~~7~~7~~7~~8 ~~7~~7~~7       ~,   ~~<~~<~~<~~<~~<~~<~b ~~<~~<~~<       ~, ~J ~~<~~<~~<~~<~~<~~<~b ~~<~~<~~<           ~~=~~>~~?~~@~~@~~@              ~~& ~f~f~f~f~f             ~,         ~L                     ~S               ~~A~~A~~A~~A~~A~~A~~+ ~~A~~A~~A           ~~B~~B~~B~~B~~B~~B~~C ~~B~~B~~B       G Y ~~D~~D~~D~~D~~D~~D~~E ~~D~~D~~D   M   G Y ~~F~~F~~F~~F~~F~~F~~E ~~D~~D~~D   M   G Y ~~F~~F~~F~~F~~G~~H~~E ~~D~~D~~D   M   G Y ~~H~~H~~H~~H~~H~~H~~E ~~D~~D~~D   M   G   ~~D~~D~~D~~D~~D~~D~~E ~~D~~D~~D   M   G   ~~I~~I~~I~~I~~I~~I~p ~~I~~I~~I   M   G Y ~~I~~I~~I~~I~~I~~I~p ~~I~~I~~I   M   G   ~u~u~u~u~u         M       ~~J~~J~~J~~J~~J~~J~{ ~~J~~J~~J           ~~K~~K~~K~~K~~K~~K~~L ~~K~~K~~K       ~,   ~~M~~N~~O~~P~~P~~P  ~~Q~~Q~~Q       ~,   ~~R~~R~~R~~R~~R~~R~~8 ~~R~~R~~R           ~~M~~N~~O~~P~~P~~P  ~~Q~~Q~~Q       ~, ~J ~~S~~S~~S~~S~~S~~S~~8 ~~R~~R~~R       ~, ~J ~~S~~S~~S~~S~~S~~R~~8 ~~R~~R~~R       ~, ~J ~~R~~R~~R~~R~~R~~R~~8 ~~R~~R~~R       ~,         ~b             ~~T                     ~~T ~~@~~@~~@~~@~~@~~@              ~~T ~~@~~@~~@~~@~~U~~=              ~~T ~~=~~=~~=~~=~~=~~=                ~~V~~V~~V~~V~~V~~V~~+ ~~V~~V~~V           ~~W~~W~~W~~W~~W~~W~~X ~~W~~W~~W       G   ~~Y~~Z~~[~~]~~]~~]  ~~^~~^~~^   M   G   ~~_~~_~~_~~_~~_~~_~~E ~~_~~_~~_   M       ~~Y~~Z~~[~~]~~]~~]  ~~^~~^~~^       G Y ~~`~~`~~`~~`~~`~~`~~E ~~_~~_~~_   M   G Y ~~`~~`~~`~~`~~`~~_~~E ~~_~~_~~_   M   G Y ~~_~~_~~_~~_~~_~~_~~E ~~_~~_~~_   M   G         ~p       M             ~{               ~~a~~a~~a~~a~~a~~a~~L ~~a~~a~~a           ~~b~~b~~b~~b~~b~~b~~c ~~b~~b~~b       ~, ~J ~~d~~d~~d~~d~~d~~d~~e ~~d~~d~~d       ~, ~J ~~f~~f~~f~~f~~f~~f~~e ~~d~~d~~d       ~, ~J ~~f~~f~~f~~f~~g~~h~~e ~~d~~d~~d       ~, ~J ~~h~~h~~h~~h~~h~~h~~e ~~d~~d~~d       ~,   ~~d~~d~~d~~d~~d~~d~~e ~~d~~d~~d       ~,   ~~i~~i~~i~~i~~i~~i~~8 ~~i~~i~~i       ~, ~J ~~i~~i~~i~~i~~i~~i~~8 ~~i~~i~~i           ~~j~~k~~l~~m~~m~~m              ~~T ~~=~~=~~=~~=~~=                       ~~+               ~~n~~n~~n~~n~~n~~n~~X ~~n~~n~~n           ~~o~~p~~q~~r~~r~~r~~s ~~t~~t~~t       G Y ~~u~~u~~u~~u~~u~~u~~v ~~u~~u~~u   M   G Y ~~w~~w~~w~~w~~w~~w~~v ~~u~~u~~u   M   G Y ~~w~~w~~w~~w~~x~~y~~v ~~u~~u~~u   M   G Y ~~y~~y~~y~~y~~y~~y~~v ~~u~~u~~u   M   G   ~~u~~u~~u~~u~~u~~u~~v ~~u~~u~~u   M   G   ~~z~~z~~z~~z~~z~~z~~E ~~z~~z~~z   M   G Y ~~z~~z~~z~~z~~z~~z~~E ~~z~~z~~z   M       ~~{~~{~~{~~{~~{~~{~~L ~~{~~{~~{           ~~|~~|~~|~~|~~|~~|~~} ~~|~~|~~|       ~,   ~~~ ~~~!~~~#~~~$~~~$~~~$  ~~~%~~~%~~~%       ~,   ~~~&~~~&~~~&~~~&~~~&~~~&~~e ~~~&~~~&~~~&           ~~~ ~~~!~~~#~~~$~~~$~~~$  ~~~%~~~%~~~%       ~, ~J ~~~'~~~'~~~'~~~'~~~'~~~'~~e ~~~&~~~&~~~&       ~, ~J ~~~'~~~'~~~'~~~'~~~'~~~&~~e ~~~&~~~&~~~&       ~, ~J ~~~&~~~&~~~&~~~&~~~&~~~&~~e ~~~&~~~&~~~&       ~,         ~~8           ~,                     ~,   ~~m~~m~~m~~m~~m~~m            ~,   ~~m~~m~~m~~m~~~(~~j            ~,   ~~j~~j~~j~~j~~j~~j                ~~~)~~~)~~~)~~~)~~~)~~~)~~X ~~~)~~~)~~~)         Y ~~~*~~~*~~~*~~~*~~~*~~~*~~~+ ~~~*~~~*~~~*         Y ~~~,~~~,~~~,~~~,~~~,~~~,~~~+ ~~~*~~~*~~~*         Y ~~~,~~~,~~~,~~~,~~~-~~~.~~~+ ~~~*~~~*~~~*         Y ~~~.~~~.~~~.~~~.~~~.~~~.~~~+ ~~~*~~~*~~~*       G   ~~~/~~~/~~~/~~~/~~~/~~~/  ~~~/~~~/~~~/   M       ~~~*~~~*~~~*~~~*~~~*~~~*~~~+ ~~~*~~~*~~~*       G   ~~~0~~~0~~~0~~~0~~~0~~~0~~v ~~~0~~~0~~~0   M       ~~~/~~~/~~~/~~~/~~~/~~~/  ~~~/~~~/~~~/       G Y ~~~1~~~1~~~1~~~1~~~1~~~1~~v ~~~0~~~0~~~0   M   G Y ~~~1~~~1~~~1~~~1~~~1~~~0~~v ~~~0~~~0~~~0   M   G Y ~~~0~~~0~~~0~~~0~~~0~~~0~~v ~~~0~~~0~~~0   M   G         ~~E       M             ~~L               ~~~2~~~2~~~2~~~2~~~2~~~2~~} ~~~2~~~2~~~2           ~~~3~~~3~~~3~~~3~~~3~~~3~~~4 ~~~3~~~3~~~3       ~, ~J ~~~5~~~5~~~5~~~5~~~5~~~5~~~6 ~~~5~~~5~~~5       ~, ~J ~~~7~~~7~~~7~~~7~~~7~~~7~~~6 ~~~5~~~5~~~5       ~, ~J ~~~7~~~7~~~7~~~7~~~8~~~9~~~6 ~~~5~~~5~~~5       ~, ~J ~~~9~~~9~~~9~~~9~~~9~~~9~~~6 ~~~5~~~5~~~5       ~,   ~~~5~~~5~~~5~~~5~~~5~~~5~~~6 ~~~5~~~5~~~5       ~,   ~~~:~~~:~~~:~~~:~~~:~~~:~~e ~~~:~~~:~~~:       ~, ~J ~~~:~~~:~~~:~~~:~~~:~~~:~~e ~~~:~~~:~~~:       ~,   ~~j~~j~~j~~j~~j                       ~~X               ~~~;~~~;~~~;~~~;~~~;~~~;~~~+ ~~~;~~~;~~~;           ~~~/~~~/~~~/~~~/~~~/~~~/~u ~~~/~~~/~~~/         Y ~~~<~~~<~~~<~~~<~~~<~~~<~~~+ ~~~;~~~;~~~;         Y ~~~<~~~<~~~<~~~<~~~<~~~;~~~+ ~~~;~~~;~~~;         Y ~~~;~~~;~~~;~~~;~~~;~~~;~~~+ ~~~;~~~;~~~;       G   ~~~=~~~=~~~=~~~=~~~=~~~=  ~~~=~~~=~~~=   M   G   ~~~>~~~>~~~>~~~>~~~>~~~>~~v ~~~>~~~>~~~>   M   G Y ~~~>~~~>~~~>~~~>~~~>~~~>~~v ~~~>~~~>~~~>   M       ~~~?~~~?~~~?~~~?~~~?~~~?~~} ~~~?~~~?~~~?           ~~~@~~~@~~~@~~~@~~~@~~~@~~~A ~~~@~~~@~~~@       ~,   ~~~B~~~C~~~D~~~E~~~E~~~E  ~~~F~~~F~~~F       ~,   ~~~G~~~G~~~G~~~G~~~G~~~G~~~6 ~~~G~~~G~~~G           ~~~B~~~C~~~D~~~E~~~E~~~E  ~~~F~~~F~~~F       ~, ~J ~~~H~~~H~~~H~~~H~~~H~~~H~~~6 ~~~G~~~G~~~G       ~, ~J ~~~H~~~H~~~H~~~H~~~H~~~G~~~6 ~~~G~~~G~~~G       ~, ~J ~~~G~~~G~~~G~~~G~~~G~~~G~~~6 ~~~G~~~G~~~G       ~,         ~~e               ~~~I~~~I~~~I~~~I~~~I~~~I~~~+ ~~~I~~~I~~~I         Y ~~~I~~~I~~~I~~~I~~~I~~~I~~~+ ~~~I~~~I~~~I       G   ~~~J~~~J~~~J~~~J~~~J~~~J  ~~~J~~~J~~~J   M   G         ~~v       M             ~~}               ~~~K~~~K~~~K~~~K~~~K~~~K~~~A ~~~K~~~K~~~K           ~~~L~~~M~~~N~~~O~~~O~~~O~~~P ~~~Q~~~Q~~~Q       ~, ~J ~~~R~~~R~~~R~~~R~~~R~~~R~~~S ~~~R~~~R~~~R       ~, ~J ~~~T~~~T~~~T~~~T~~~T~~~T~~~S ~~~R~~~R~~~R       ~, ~J ~~~T~~~T~~~T~~~T~~~U~~~V~~~S ~~~R~~~R~~~R       ~, ~J ~~~V~~~V~~~V~~~V~~~V~~~V~~~S ~~~R~~~R~~~R       ~,   ~~~R~~~R~~~R~~~R~~~R~~~R~~~S ~~~R~~~R~~~R       ~,   ~~~W~~~W~~~W~~~W~~~W~~~W~~~6 ~~~W~~~W~~~W       ~, ~J ~~~W~~~W~~~W~~~W~~~W~~~W~~~6 ~~~W~~~W~~~W                 ~~~+           G   ~u~u~u~u~u~u  ~u~u~u   M       ~~~X~~~X~~~X~~~X~~~X~~~X~~~A ~~~X~~~X~~~X         ~J ~~~Y~~~Y~~~Y~~~Y~~~Y~~~Y~~~Z ~~~Y~~~Y~~~Y         ~J ~~~[~~~[~~~[~~~[~~~[~~~[~~~Z ~~~Y~~~Y~~~Y         ~J ~~~[~~~[~~~[~~~[~~~]~~~^~~~Z ~~~Y~~~Y~~~Y         ~J ~~~^~~~^~~~^~~~^~~~^~~~^~~~Z ~~~Y~~~Y~~~Y       ~,   ~~~_~~~_~~~_~~~_~~~_~~~_  ~~~_~~~_~~~_           ~~~Y~~~Y~~~Y~~~Y~~~Y~~~Y~~~Z ~~~Y~~~Y~~~Y       ~,   ~~~`~~~`~~~`~~~`~~~`~~~`~~~S ~~~`~~~`~~~`           ~~~_~~~_~~~_~~~_~~~_~~~_  ~~~_~~~_~~~_       ~, ~J ~~~a~~~a~~~a~~~a~~~a~~~a~~~S ~~~`~~~`~~~`       ~, ~J ~~~a~~~a~~~a~~~a~~~a~~~`~~~S ~~~`~~~`~~~`       ~, ~J ~~~`~~~`~~~`~~~`~~~`~~~`~~~S ~~~`~~~`~~~`       ~,         ~~~6                     ~~~A               ~~~b~~~b~~~b~~~b~~~b~~~b~~~Z ~~~b~~~b~~~b           ~~~_~~~_~~~_~~~_~~~_~~~_~~j ~~~_~~~_~~~_         ~J ~~~c~~~c~~~c~~~c~~~c~~~c~~~Z ~~~b~~~b~~~b         ~J ~~~c~~~c~~~c~~~c~~~c~~~b~~~Z ~~~b~~~b~~~b         ~J ~~~b~~~b~~~b~~~b~~~b~~~b~~~Z ~~~b~~~b~~~b       ~,   ~~~d~~~d~~~d~~~d~~~d~~~d  ~~~d~~~d~~~d       ~,   ~~~e~~~e~~~e~~~e~~~e~~~e~~~S ~~~e~~~e~~~e       ~, ~J ~~~e~~~e~~~e~~~e~~~e~~~e~~~S ~~~e~~~e~~~e           ~~~f~~~f~~~f~~~f~~~f~~~f~~~Z ~~~f~~~f~~~f         ~J ~~~f~~~f~~~f~~~f~~~f~~~f~~~Z ~~~f~~~f~~~f       ~,   ~~~g~~~g~~~g~~~g~~~g~~~g  ~~~g~~~g~~~g       ~,         ~~~S                     ~~~Z           ~,   ~~j~~j~~j~~j~~j~~j  ~~j~~j~~j     "
    },
    "local-path-F": {
      states: 10,
      classes: 9,
      classMap: 7,
      accepting: "  ! ! !  !",
      table: "            #  $$  %& %%''      (  ( %&%%%%%     ) )   %&%%%%%(   *         % %   %& %%%% "
    },
    "file-auth-F": {
      states: 174,
      classes: 17,
      classMap: 8,
      accepting: " !!  !   !                   !                                                                                                                                                ",
      table: "                  #$########%&##'  #$########%&##       ((((((  (    %)%%%%%%%%%&%%   *+********  **'      ,,,,,,- ,.       ######  #        //////  /    *+********  **       000000  0        1111112 1              3          444444  4        %%%%%%  %        ******  *        5555552 5        6666667 6     8  9:;<<<  =  >    ?444444  4        @@@@@@2 @        AAAAAAB A     8  CDEFFF  G  >       H           8 IJJJJJJK J  >  8 ILLLLLLK J  >  8 ILLLLMNK J  >  8 INNNNNNK J  >  8  JJJJJJK J  >                  O OOOOOOOOO OO             2          PPPPPPB P        QQQQQQR Q     8 ISSSSSST S  >  8 IUUUUUUT S  >  8 IUUUUVWT S  >  8 IWWWWWWT S  >  8  SSSSSST S  >         X            YZ[]]]        8  ^^^^^^K ^  >     CDEFFF  G     8 I______K ^  >  8 I_____^K ^  >  8 I^^^^^^K ^  > O OOOOOOOOO OO >     ``````B `        aaaaaab a     8  cdefff  g  >  8  hhhhhhT h  >     cdefff  g     8 IiiiiiiT h  >  8 IiiiiihT h  >  8 IhhhhhhT h  >  jkkkkkkkk  kk      l                l]]]]]]          l]]]]mY          lYYYYYY        8  nnnnnnK n  >  8 InnnnnnK n  >           B          oooooob o        ppppppq p     8 Irrrrrrs r  >  8 Itttttts r  >  8 Ittttuvs r  >  8 Ivvvvvvs r  >  8  rrrrrrs r  >  8  wwwwwwT w  >  8 IwwwwwwT w  >     xxxxxx  x     jkkkkkkkk  kk >     yz{|||          lYYYYY         8        K    >     }}}}}}b }        ~ ~ ~ ~ ~ ~ ~! ~      8  ~#~$~%~&~&~&  ~'  >  8  ~(~(~(~(~(~(s ~(  >     ~#~$~%~&~&~&  ~'     8 I~)~)~)~)~)~)s ~(  >  8 I~)~)~)~)~)~(s ~(  >  8 I~(~(~(~(~(~(s ~(  >  8        T    >     kkkkkk  k       ~*                ~*||||||          ~*||||~+y          ~*yyyyyy                 b          ~,~,~,~,~,~,~! ~,        ~-~-~-~-~-~-~. ~-     8 I~/~/~/~/~/~/~0 ~/  >  8 I~1~1~1~1~1~1~0 ~/  >  8 I~1~1~1~1~2~3~0 ~/  >  8 I~3~3~3~3~3~3~0 ~/  >  8  ~/~/~/~/~/~/~0 ~/  >  8  ~4~4~4~4~4~4s ~4  >  8 I~4~4~4~4~4~4s ~4  >     ~5~6~7~8~8~8          ~*yyyyy            ~9~9~9~9~9~9~! ~9        ~:~:~:~:~:~:~; ~:     8  ~<~=~>~?~?~?  ~@  >  8  ~A~A~A~A~A~A~0 ~A  >     ~<~=~>~?~?~?  ~@     8 I~B~B~B~B~B~B~0 ~A  >  8 I~B~B~B~B~B~A~0 ~A  >  8 I~A~A~A~A~A~A~0 ~A  >  8        s    >  8             >  8  ~8~8~8~8~8~8     >  8  ~8~8~8~8~C~5     >  8  ~5~5~5~5~5~5     >           ~!          ~D~D~D~D~D~D~; ~D        ~E~E~E~E~E~E~F ~E     8 I~G~G~G~G~G~G~H ~G  >  8 I~I~I~I~I~I~I~H ~G  >  8 I~I~I~I~I~J~K~H ~G  >  8 I~K~K~K~K~K~K~H ~G  >  8  ~G~G~G~G~G~G~H ~G  >  8  ~L~L~L~L~L~L~0 ~L  >  8 I~L~L~L~L~L~L~0 ~L  >  8  ~5~5~5~5~5      >     ~M~M~M~M~M~M~; ~M        ~N~N~N~N~N~N~O ~N     8  ~P~Q~R~S~S~S  ~T  >  8  ~U~U~U~U~U~U~H ~U  >     ~P~Q~R~S~S~S  ~T     8 I~V~V~V~V~V~V~H ~U  >  8 I~V~V~V~V~V~U~H ~U  >  8 I~U~U~U~U~U~U~H ~U  >  8        ~0    >           ~;          ~W~W~W~W~W~W~O ~W        ~X~Y~Z~[~[~[~] ~^     8 I~_~_~_~_~_~_~` ~_  >  8 I~a~a~a~a~a~a~` ~_  >  8 I~a~a~a~a~b~c~` ~_  >  8 I~c~c~c~c~c~c~` ~_  >  8  ~_~_~_~_~_~_~` ~_  >  8  ~d~d~d~d~d~d~H ~d  >  8 I~d~d~d~d~d~d~H ~d  >     ~e~e~e~e~e~e~O ~e       I~f~f~f~f~f~f~g ~f       I~h~h~h~h~h~h~g ~f       I~h~h~h~h~i~j~g ~f       I~j~j~j~j~j~j~g ~f     8  ~k~k~k~k~k~k  ~k  >     ~f~f~f~f~f~f~g ~f     8  ~l~l~l~l~l~l~` ~l  >     ~k~k~k~k~k~k  ~k     8 I~m~m~m~m~m~m~` ~l  >  8 I~m~m~m~m~m~l~` ~l  >  8 I~l~l~l~l~l~l~` ~l  >  8        ~H    >           ~O          ~n~n~n~n~n~n~g ~n        ~k~k~k~k~k~k~5 ~k       I~o~o~o~o~o~o~g ~n       I~o~o~o~o~o~n~g ~n       I~n~n~n~n~n~n~g ~n     8  ~p~p~p~p~p~p  ~p  >  8  ~q~q~q~q~q~q~` ~q  >  8 I~q~q~q~q~q~q~` ~q  >     ~r~r~r~r~r~r~g ~r       I~r~r~r~r~r~r~g ~r     8  ~s~s~s~s~s~s  ~s  >  8        ~`    >           ~g       8  ~5~5~5~5~5~5  ~5  >"
    },
    "unc-authority": {
      states: 168,
      classes: 16,
      classMap: 9,
      accepting: "   !! !   !! !!  !!        !!                       !                                                                                                                   ",
      table: "                    #               $            %&%'%%%%%% %%%% %(% %%%%%% %%%%     ))))*) )))  %&% %%%%%% %%%%     )))))) )))      %%%%%% %%%      %%%%%% %+%  %(% ,,,,,,-,,,. %(% //////0///%           1     %(% 222222 222% %(% 3333330333%     4444445444   6  789::: ;;;  %(< 222222 222% %(% ======0===%     >>>>>>?>>>   6  @ABCCC DDD          E        6F GGGGGGHGGG   6F IIIIIIHGGG   6F IIIIJKHGGG   6F KKKKKKHGGG   6  GGGGGGHGGG  <(< <<<<<<L<<<< %(% %%%%%%0%%%%     MMMMMM?MMM      NNNNNNONNN   6F PPPPPPQPPP   6F RRRRRRQPPP   6F RRRRSTQPPP   6F TTTTTTQPPP   6  PPPPPPQPPP               U      VWXYYY       6  ZZZZZZHZZZ      @ABCCC DDD   6F [[[[[[HZZZ   6F [[[[[ZHZZZ   6F ZZZZZZHZZZ  L6L LLLLLLLLLLL     ]]]]]]?]]]      ^^^^^^_^^^   6  `abccc ddd   6  eeeeeeQeee      `abccc ddd   6F ffffffQeee   6F fffffeQeee   6F eeeeeeQeee                    g               g YYYYYY        g YYYYhV        g VVVVVV       6  iiiiiiHiii   6F iiiiiiHiii            ?         jjjjjj_jjj      kkkkkklkkk   6F mmmmmmnmmm   6F oooooonmmm   6F oooopqnmmm   6F qqqqqqnmmm   6  mmmmmmnmmm   6  rrrrrrQrrr   6F rrrrrrQrrr      stuvvv        g VVVVV        6        H         wwwwww_www      xxxxxxyxxx   6  z{|}}} ~ ~ ~    6  ~!~!~!~!~!~!n~!~!~!      z{|}}} ~ ~ ~    6F ~#~#~#~#~#~#n~!~!~!   6F ~#~#~#~#~#~!n~!~!~!   6F ~!~!~!~!~!~!n~!~!~!   6        Q       ~$               ~$ vvvvvv        ~$ vvvv~%s        ~$ ssssss                _         ~&~&~&~&~&~&y~&~&~&      ~'~'~'~'~'~'~(~'~'~'   6F ~)~)~)~)~)~)~*~)~)~)   6F ~+~+~+~+~+~+~*~)~)~)   6F ~+~+~+~+~,~-~*~)~)~)   6F ~-~-~-~-~-~-~*~)~)~)   6  ~)~)~)~)~)~)~*~)~)~)   6  ~.~.~.~.~.~.n~.~.~.   6F ~.~.~.~.~.~.n~.~.~.      ~/~0~1~2~2~2        ~$ sssss           ~3~3~3~3~3~3y~3~3~3      ~4~4~4~4~4~4~5~4~4~4   6  ~6~7~8~9~9~9 ~:~:~:   6  ~;~;~;~;~;~;~*~;~;~;      ~6~7~8~9~9~9 ~:~:~:   6F ~<~<~<~<~<~<~*~;~;~;   6F ~<~<~<~<~<~;~*~;~;~;   6F ~;~;~;~;~;~;~*~;~;~;   6        n      6               6  ~2~2~2~2~2~2       6  ~2~2~2~2~=~/       6  ~/~/~/~/~/~/                y         ~>~>~>~>~>~>~5~>~>~>      ~?~?~?~?~?~?~@~?~?~?   6F ~A~A~A~A~A~A~B~A~A~A   6F ~C~C~C~C~C~C~B~A~A~A   6F ~C~C~C~C~D~E~B~A~A~A   6F ~E~E~E~E~E~E~B~A~A~A   6  ~A~A~A~A~A~A~B~A~A~A   6  ~F~F~F~F~F~F~*~F~F~F   6F ~F~F~F~F~F~F~*~F~F~F   6  ~/~/~/~/~/           ~G~G~G~G~G~G~5~G~G~G      ~H~H~H~H~H~H~I~H~H~H   6  ~J~K~L~M~M~M ~N~N~N   6  ~O~O~O~O~O~O~B~O~O~O      ~J~K~L~M~M~M ~N~N~N   6F ~P~P~P~P~P~P~B~O~O~O   6F ~P~P~P~P~P~O~B~O~O~O   6F ~O~O~O~O~O~O~B~O~O~O   6        ~*               ~5         ~Q~Q~Q~Q~Q~Q~I~Q~Q~Q      ~R~S~T~U~U~U~V~W~W~W   6F ~X~X~X~X~X~X~Y~X~X~X   6F ~Z~Z~Z~Z~Z~Z~Y~X~X~X   6F ~Z~Z~Z~Z~[~]~Y~X~X~X   6F ~]~]~]~]~]~]~Y~X~X~X   6  ~X~X~X~X~X~X~Y~X~X~X   6  ~^~^~^~^~^~^~B~^~^~^   6F ~^~^~^~^~^~^~B~^~^~^      ~_~_~_~_~_~_~I~_~_~_    F ~`~`~`~`~`~`~a~`~`~`    F ~b~b~b~b~b~b~a~`~`~`    F ~b~b~b~b~c~d~a~`~`~`    F ~d~d~d~d~d~d~a~`~`~`   6  ~e~e~e~e~e~e ~e~e~e      ~`~`~`~`~`~`~a~`~`~`   6  ~f~f~f~f~f~f~Y~f~f~f      ~e~e~e~e~e~e ~e~e~e   6F ~g~g~g~g~g~g~Y~f~f~f   6F ~g~g~g~g~g~f~Y~f~f~f   6F ~f~f~f~f~f~f~Y~f~f~f   6        ~B               ~I         ~h~h~h~h~h~h~a~h~h~h      ~e~e~e~e~e~e~/~e~e~e    F ~i~i~i~i~i~i~a~h~h~h    F ~i~i~i~i~i~h~a~h~h~h    F ~h~h~h~h~h~h~a~h~h~h   6  ~j~j~j~j~j~j ~j~j~j   6  ~k~k~k~k~k~k~Y~k~k~k   6F ~k~k~k~k~k~k~Y~k~k~k      ~l~l~l~l~l~l~a~l~l~l    F ~l~l~l~l~l~l~a~l~l~l   6  ~m~m~m~m~m~m ~m~m~m   6        ~Y               ~a      6  ~/~/~/~/~/~/ ~/~/~/ "
    },
    "file-host": {
      states: 165,
      classes: 15,
      classMap: 10,
      accepting: " !!    !! !!  !!        !!                       !                                                                                                                   ",
      table: "                #$####### #### #%####### ####    &&&&'& &&&     &&&&&& &&&     ###### ###     ###### #(#  #%#))))))*)))+ #%#,,,,,,-,,,#          .     #%#////// ///# #%#000000-000#    1111112111   3 456777 888  #%9////// ///# #%#::::::-:::#    ;;;;;;<;;;   3 =>?@@@ AAA         B        3CDDDDDDEDDD   3CFFFFFFEDDD   3CFFFFGHEDDD   3CHHHHHHEDDD   3 DDDDDDEDDD  9%9999999I9999 #%#######-####    JJJJJJ<JJJ     KKKKKKLKKK   3CMMMMMMNMMM   3COOOOOONMMM   3COOOOPQNMMM   3CQQQQQQNMMM   3 MMMMMMNMMM              R     STUVVV       3 WWWWWWEWWW     =>?@@@ AAA   3CXXXXXXEWWW   3CXXXXXWEWWW   3CWWWWWWEWWW  I3IIIIIIIIIIII    YYYYYY<YYY     ZZZZZZ[ZZZ   3 ]^_``` aaa   3 bbbbbbNbbb     ]^_``` aaa   3CccccccNbbb   3CcccccbNbbb   3CbbbbbbNbbb                   d              dVVVVVV        dVVVVeS        dSSSSSS       3 ffffffEfff   3CffffffEfff           <        gggggg[ggg     hhhhhhihhh   3Cjjjjjjkjjj   3Cllllllkjjj   3Cllllmnkjjj   3Cnnnnnnkjjj   3 jjjjjjkjjj   3 ooooooNooo   3CooooooNooo     pqrsss        dSSSSS        3       E        tttttt[ttt     uuuuuuvuuu   3 wxyzzz {{{   3 ||||||k|||     wxyzzz {{{   3C}}}}}}k|||   3C}}}}}|k|||   3C||||||k|||   3       N       ~               ~ ssssss        ~ ssss~!p        ~ pppppp               [        ~#~#~#~#~#~#v~#~#~#     ~$~$~$~$~$~$~%~$~$~$   3C~&~&~&~&~&~&~'~&~&~&   3C~(~(~(~(~(~(~'~&~&~&   3C~(~(~(~(~)~*~'~&~&~&   3C~*~*~*~*~*~*~'~&~&~&   3 ~&~&~&~&~&~&~'~&~&~&   3 ~+~+~+~+~+~+k~+~+~+   3C~+~+~+~+~+~+k~+~+~+     ~,~-~.~/~/~/        ~ ppppp          ~0~0~0~0~0~0v~0~0~0     ~1~1~1~1~1~1~2~1~1~1   3 ~3~4~5~6~6~6 ~7~7~7   3 ~8~8~8~8~8~8~'~8~8~8     ~3~4~5~6~6~6 ~7~7~7   3C~9~9~9~9~9~9~'~8~8~8   3C~9~9~9~9~9~8~'~8~8~8   3C~8~8~8~8~8~8~'~8~8~8   3       k      3              3 ~/~/~/~/~/~/       3 ~/~/~/~/~:~,       3 ~,~,~,~,~,~,               v        ~;~;~;~;~;~;~2~;~;~;     ~<~<~<~<~<~<~=~<~<~<   3C~>~>~>~>~>~>~?~>~>~>   3C~@~@~@~@~@~@~?~>~>~>   3C~@~@~@~@~A~B~?~>~>~>   3C~B~B~B~B~B~B~?~>~>~>   3 ~>~>~>~>~>~>~?~>~>~>   3 ~C~C~C~C~C~C~'~C~C~C   3C~C~C~C~C~C~C~'~C~C~C   3 ~,~,~,~,~,          ~D~D~D~D~D~D~2~D~D~D     ~E~E~E~E~E~E~F~E~E~E   3 ~G~H~I~J~J~J ~K~K~K   3 ~L~L~L~L~L~L~?~L~L~L     ~G~H~I~J~J~J ~K~K~K   3C~M~M~M~M~M~M~?~L~L~L   3C~M~M~M~M~M~L~?~L~L~L   3C~L~L~L~L~L~L~?~L~L~L   3       ~'              ~2        ~N~N~N~N~N~N~F~N~N~N     ~O~P~Q~R~R~R~S~T~T~T   3C~U~U~U~U~U~U~V~U~U~U   3C~W~W~W~W~W~W~V~U~U~U   3C~W~W~W~W~X~Y~V~U~U~U   3C~Y~Y~Y~Y~Y~Y~V~U~U~U   3 ~U~U~U~U~U~U~V~U~U~U   3 ~Z~Z~Z~Z~Z~Z~?~Z~Z~Z   3C~Z~Z~Z~Z~Z~Z~?~Z~Z~Z     ~[~[~[~[~[~[~F~[~[~[    C~]~]~]~]~]~]~^~]~]~]    C~_~_~_~_~_~_~^~]~]~]    C~_~_~_~_~`~a~^~]~]~]    C~a~a~a~a~a~a~^~]~]~]   3 ~b~b~b~b~b~b ~b~b~b     ~]~]~]~]~]~]~^~]~]~]   3 ~c~c~c~c~c~c~V~c~c~c     ~b~b~b~b~b~b ~b~b~b   3C~d~d~d~d~d~d~V~c~c~c   3C~d~d~d~d~d~c~V~c~c~c   3C~c~c~c~c~c~c~V~c~c~c   3       ~?              ~F        ~e~e~e~e~e~e~^~e~e~e     ~b~b~b~b~b~b~,~b~b~b    C~f~f~f~f~f~f~^~e~e~e    C~f~f~f~f~f~e~^~e~e~e    C~e~e~e~e~e~e~^~e~e~e   3 ~g~g~g~g~g~g ~g~g~g   3 ~h~h~h~h~h~h~V~h~h~h   3C~h~h~h~h~h~h~V~h~h~h     ~i~i~i~i~i~i~^~i~i~i    C~i~i~i~i~i~i~^~i~i~i   3 ~j~j~j~j~j~j ~j~j~j   3       ~V              ~^      3 ~,~,~,~,~,~, ~,~,~, "
    },
    "inline-IP": {
      states: 162,
      classes: 15,
      classMap: 10,
      accepting: "                                              !                                                                                                                   ",
      table: "                 #                    $                  %      &&&&&&'&&&(    ))))))*)))           +        ,,,,,, ,,,     ------*---     ....../...   0 123444 555    6,,,,,, ,,,     777777*777     8888889888   0 :;<=== >>>         ?        0@AAAAAABAAA   0@CCCCCCBAAA   0@CCCCDEBAAA   0@EEEEEEBAAA   0 AAAAAABAAA  F FFFFFFFFFFFF          *        GGGGGG9GGG     HHHHHHIHHH   0@JJJJJJKJJJ   0@LLLLLLKJJJ   0@LLLLMNKJJJ   0@NNNNNNKJJJ   0 JJJJJJKJJJ              O     PQRSSS       0 TTTTTTBTTT     :;<=== >>>   0@UUUUUUBTTT   0@UUUUUTBTTT   0@TTTTTTBTTT  F0FFFFFFFFFFFF    VVVVVV9VVV     WWWWWWXWWW   0 YZ[]]] ^^^   0 ______K___     YZ[]]] ^^^   0@``````K___   0@`````_K___   0@______K___                   a              aSSSSSS        aSSSSbP        aPPPPPP       0 ccccccBccc   0@ccccccBccc           9        ddddddXddd     eeeeeefeee   0@gggggghggg   0@iiiiiihggg   0@iiiijkhggg   0@kkkkkkhggg   0 gggggghggg   0 llllllKlll   0@llllllKlll     mnoppp        aPPPPP        0       B        qqqqqqXqqq     rrrrrrsrrr   0 tuvwww xxx   0 yyyyyyhyyy     tuvwww xxx   0@zzzzzzhyyy   0@zzzzzyhyyy   0@yyyyyyhyyy   0       K       {              {pppppp        {pppp|m        {mmmmmm               X        }}}}}}s}}}     ~ ~ ~ ~ ~ ~ ~!~ ~ ~    0@~#~#~#~#~#~#~$~#~#~#   0@~%~%~%~%~%~%~$~#~#~#   0@~%~%~%~%~&~'~$~#~#~#   0@~'~'~'~'~'~'~$~#~#~#   0 ~#~#~#~#~#~#~$~#~#~#   0 ~(~(~(~(~(~(h~(~(~(   0@~(~(~(~(~(~(h~(~(~(     ~)~*~+~,~,~,        {mmmmm          ~-~-~-~-~-~-s~-~-~-     ~.~.~.~.~.~.~/~.~.~.   0 ~0~1~2~3~3~3 ~4~4~4   0 ~5~5~5~5~5~5~$~5~5~5     ~0~1~2~3~3~3 ~4~4~4   0@~6~6~6~6~6~6~$~5~5~5   0@~6~6~6~6~6~5~$~5~5~5   0@~5~5~5~5~5~5~$~5~5~5   0       h      0              0 ~,~,~,~,~,~,       0 ~,~,~,~,~7~)       0 ~)~)~)~)~)~)               s        ~8~8~8~8~8~8~/~8~8~8     ~9~9~9~9~9~9~:~9~9~9   0@~;~;~;~;~;~;~<~;~;~;   0@~=~=~=~=~=~=~<~;~;~;   0@~=~=~=~=~>~?~<~;~;~;   0@~?~?~?~?~?~?~<~;~;~;   0 ~;~;~;~;~;~;~<~;~;~;   0 ~@~@~@~@~@~@~$~@~@~@   0@~@~@~@~@~@~@~$~@~@~@   0 ~)~)~)~)~)          ~A~A~A~A~A~A~/~A~A~A     ~B~B~B~B~B~B~C~B~B~B   0 ~D~E~F~G~G~G ~H~H~H   0 ~I~I~I~I~I~I~<~I~I~I     ~D~E~F~G~G~G ~H~H~H   0@~J~J~J~J~J~J~<~I~I~I   0@~J~J~J~J~J~I~<~I~I~I   0@~I~I~I~I~I~I~<~I~I~I   0       ~$              ~/        ~K~K~K~K~K~K~C~K~K~K     ~L~M~N~O~O~O~P~Q~Q~Q   0@~R~R~R~R~R~R~S~R~R~R   0@~T~T~T~T~T~T~S~R~R~R   0@~T~T~T~T~U~V~S~R~R~R   0@~V~V~V~V~V~V~S~R~R~R   0 ~R~R~R~R~R~R~S~R~R~R   0 ~W~W~W~W~W~W~<~W~W~W   0@~W~W~W~W~W~W~<~W~W~W     ~X~X~X~X~X~X~C~X~X~X    @~Y~Y~Y~Y~Y~Y~Z~Y~Y~Y    @~[~[~[~[~[~[~Z~Y~Y~Y    @~[~[~[~[~]~^~Z~Y~Y~Y    @~^~^~^~^~^~^~Z~Y~Y~Y   0 ~_~_~_~_~_~_ ~_~_~_     ~Y~Y~Y~Y~Y~Y~Z~Y~Y~Y   0 ~`~`~`~`~`~`~S~`~`~`     ~_~_~_~_~_~_ ~_~_~_   0@~a~a~a~a~a~a~S~`~`~`   0@~a~a~a~a~a~`~S~`~`~`   0@~`~`~`~`~`~`~S~`~`~`   0       ~<              ~C        ~b~b~b~b~b~b~Z~b~b~b     ~_~_~_~_~_~_~)~_~_~_    @~c~c~c~c~c~c~Z~b~b~b    @~c~c~c~c~c~b~Z~b~b~b    @~b~b~b~b~b~b~Z~b~b~b   0 ~d~d~d~d~d~d ~d~d~d   0 ~e~e~e~e~e~e~S~e~e~e   0@~e~e~e~e~e~e~S~e~e~e     ~f~f~f~f~f~f~Z~f~f~f    @~f~f~f~f~f~f~Z~f~f~f   0 ~g~g~g~g~g~g ~g~g~g   0       ~S              ~Z      0 ~)~)~)~)~)~) ~)~)~) "
    },
    "file-absolute": {
      states: 9,
      classes: 9,
      classMap: 7,
      accepting: "     !!  ",
      table: "            #           $$      %  %   &      '( ''''  '('''''     ) )      ' '  "
    },
    "drive-letter": {
      states: 4,
      classes: 3,
      classMap: 11,
      accepting: "   !",
      table: "     # $    "
    }
  }
};

// generated/rfc6068.validator.ts
var VALIDATOR13 = {
  alphabet: "unicode",
  classMaps: [
    "                                 !  !#$!%%!!&!' (((((((((()% * +,-(((((!!.!!/0!1!!!!2!!!!!!    ! -(((((!!.!!/0!1!!!!2!!!!!!   ! ",
    "                                 !  !# !  !!$!% &&&&&&&&&&      '&&&&&&!!!!!!!!!!!!!!!!!!!!    ! &&&&&&!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !#$!!!!!!!! %%%%%%%%%%!! & '!%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !# !!!!!!!! $$$$$$$$$$!! %  !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !# !!!!!!!! $$$$$$$$$$!!    !$$$$$$!!!!!!!!!!!!!!!!!!!!    ! $$$$$$!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !# !  !! !$ %%%%%%%%%%      &%%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !  !# !  !! !$ %%%%%%%%%%       %%%%%%!!!!!!!!!!!!!!!!!!!!    ! %%%%%%!!!!!!!!!!!!!!!!!!!!   ! ",
    "                                 !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!   !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! ",
    "                                 !  !  !!!!!!             !!    !                                                               ",
    "         !                      !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!#!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! ",
    "                                 ! !!!!!  !! ! !!!!!!!!!!!   ! ! !!!!!!!!!!!!!!!!!!!!!!!!!!   !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! ",
    "                                 ! !!!!!  !! !#!!!!!!!!!!!   ! ! !!!!!!!!!!!!!!!!!!!!!!!!!!   !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! ",
    "                                 ! !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! ",
    "         !                      !#!#########################################################$################################## ",
    "         !                      !#$#########################################################%################################## ",
    "                                                                                                                                "
  ],
  wideMaps: [
    [128, 0],
    [128, 1, 55296, 2, 56320, 3, 57344, 1],
    [128, 1, 55296, 3, 56320, 4, 57344, 1],
    [128, 4, 55296, 5, 56320, 6, 57344, 4],
    [128, 5, 55296, 6, 56320, 7, 57344, 5]
  ],
  named: [
    ["qtext", [33, 33, 35, 91, 93, 126, 128, 55295, 57344, 1114111]],
    ["dtext-no-obs", [33, 90, 94, 126, 128, 55295, 57344, 1114111]],
    ["atext", [33, 33, 35, 39, 42, 43, 45, 45, 47, 57, 61, 61, 63, 63, 65, 90, 94, 126, 128, 55295, 57344, 1114111]],
    ["UTF8-non-ascii", [128, 55295, 57344, 1114111]],
    ["VCHAR", [33, 126]],
    ["unreserved", [45, 46, 48, 57, 65, 90, 95, 95, 97, 122, 126, 126]],
    ["ALPHA", [65, 90, 97, 122]],
    ["HEXDIG", [48, 57, 65, 70, 97, 102]],
    ["some-delims", [33, 33, 36, 36, 39, 44, 58, 59, 64, 64]],
    ["DIGIT", [48, 57]],
    ["WSP", [9, 9, 32, 32]],
    ["DQUOTE", [34, 34]],
    ["HTAB", [9, 9]],
    ["SP", [32, 32]]
  ],
  rules: {
    "mailtoURI": {
      states: 23,
      classes: 18,
      classMap: 0,
      wideMap: 0,
      accepting: "        !       !!     ",
      table: "                                 #              $                  %                  &                    '                (         )          *+    *  , ****** *+   -*   .******       /    /      ,0 ,,,,,1 ,,,,,,, *+    *    ****** 23    2    222222       *    *            4    4      15,11111  1111111 23  -.2  , 222222       6    6            ,    ,            7    7            2    2            1    1     "
    },
    "to": {
      states: 9,
      classes: 7,
      classMap: 1,
      wideMap: 0,
      accepting: "      !  ",
      table: "        #$  #  #$ !#%     &  '(  '      #  '(!%'      )      ' "
    },
    "hfields": {
      states: 8,
      classes: 7,
      classMap: 2,
      wideMap: 0,
      accepting: "    !   ",
      table: "             # #$ #%     &   %'#%      #      (      %  "
    },
    "hfield": {
      states: 7,
      classes: 5,
      classMap: 3,
      wideMap: 0,
      accepting: "   !   ",
      table: "      !#!$   %  $&$    !    '    $ "
    },
    "hfname": {
      states: 4,
      classes: 4,
      classMap: 4,
      wideMap: 0,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "hfvalue": {
      states: 4,
      classes: 4,
      classMap: 4,
      wideMap: 0,
      accepting: " !  ",
      table: "     !#!   $   !"
    },
    "addr-spec": {
      states: 9,
      classes: 6,
      classMap: 5,
      wideMap: 0,
      accepting: "      !  ",
      table: "       #$ #  #$!#%    &  '( '     #  '(%'     )     ' "
    },
    "local-part": {
      states: 5,
      classes: 5,
      classMap: 6,
      wideMap: 0,
      accepting: "  !  ",
      table: "      #$ # #$!#    %    #"
    },
    "domain": {
      states: 5,
      classes: 5,
      classMap: 6,
      wideMap: 0,
      accepting: "  !  ",
      table: "      #$ # #$!#    %    #"
    },
    "dtext-no-obs": {
      states: 4,
      classes: 4,
      classMap: 7,
      wideMap: 1,
      accepting: "  ! ",
      table: "     #$        #"
    },
    "qchar": {
      states: 5,
      classes: 4,
      classMap: 4,
      wideMap: 0,
      accepting: "  !  ",
      table: "     #$#       %   #"
    },
    "some-delims": {
      states: 3,
      classes: 2,
      classMap: 8,
      wideMap: 0,
      accepting: "  !",
      table: "   #  "
    },
    "quoted-pair": {
      states: 4,
      classes: 3,
      classMap: 9,
      wideMap: 0,
      accepting: "   !",
      table: "     # $$   "
    },
    "atext": {
      states: 4,
      classes: 4,
      classMap: 10,
      wideMap: 1,
      accepting: "  ! ",
      table: "     #$        #"
    },
    "dot-atom-text": {
      states: 4,
      classes: 5,
      classMap: 11,
      wideMap: 2,
      accepting: "  ! ",
      table: "      # $  #!$     #"
    },
    "qtext": {
      states: 4,
      classes: 4,
      classMap: 12,
      wideMap: 1,
      accepting: "  ! ",
      table: "     #$        #"
    },
    "qcontent": {
      states: 5,
      classes: 7,
      classMap: 13,
      wideMap: 3,
      accepting: "  !  ",
      table: "         #$#%         ###         #"
    },
    "quoted-string": {
      states: 6,
      classes: 8,
      classMap: 14,
      wideMap: 4,
      accepting: "   !  ",
      table: "           #      #$%#&          ####          #"
    },
    "UTF8-non-ascii": {
      states: 4,
      classes: 4,
      classMap: 15,
      wideMap: 1,
      accepting: "  ! ",
      table: "     #$        #"
    }
  }
};

// src/core/hint-text.ts
var utf8 = new TextEncoder();
function utf8Escapes(found7) {
  return [...utf8.encode(found7)].map((b) => "%" + b.toString(16).toUpperCase().padStart(2, "0")).join("");
}
function isPct(s, i) {
  return /^%[0-9A-Fa-f]{2}/.test(s.slice(i, i + 3));
}
function badPercent(e) {
  const { input: input2, offset, found: found7 } = e;
  if (found7 === "%" && !isPct(input2, offset)) return true;
  const pct = input2.lastIndexOf("%", offset);
  return pct >= 0 && offset - pct <= 2 && offset > pct && (e.expected.includes("HEXDIG") || e.expected.includes("hex"));
}
function inIPv6(e) {
  if (e.rule === "IPv6address" || e.rule === "IP-literal") return true;
  const before = e.input.slice(0, e.offset);
  return before.lastIndexOf("[") > before.lastIndexOf("]");
}
function legacyHint(e, { escaping, own: own7, unsafe }) {
  const { found: found7 } = e;
  if (found7 === " ") return `a space is not allowed: escape it as %20 (${escaping})`;
  if (badPercent(e)) return `a "%" must begin an escape of two hex digits (%XX); write a literal "%" as %25 (${escaping})`;
  if (found7 === "\\") return `a backslash must be escaped as %5C (${escaping}); WHATWG URL parsers read it as "/" in http(s) URLs`;
  if (found7 !== null && found7.codePointAt(0) > 126) {
    const cp = found7.codePointAt(0);
    if (cp >= 55296 && cp <= 57343) return "a lone surrogate is no character and has no octets to escape";
    return `a non-ASCII character must be escaped as the %XX of its octets (${escaping}), which this RFC leaves to the character encoding; in UTF-8, as RFC 3986 \xA72.5 later chose, "${found7}" is ${utf8Escapes(found7)}`;
  }
  if (found7 !== null && /[\x00-\x1f\x7f]/.test(found7))
    return `control characters must be escaped: ${utf8Escapes(found7)} (${escaping})`;
  const tip = own7?.(e) ?? null;
  if (tip !== null) return tip;
  if (found7 !== null && unsafe.chars.includes(found7)) return unsafe.hint(found7);
  if (found7 !== null && '<>"'.includes(found7))
    return `"${found7}" delimits URLs in text and must be escaped as ${utf8Escapes(found7)} (${escaping})`;
  if (found7 === "#") return `only one "#" is allowed, before the fragment: escape any other as %23 (${escaping})`;
  if (found7 === "[" || found7 === "]")
    return `"[" and "]" must be escaped (${escaping}); IPv6 literals in brackets came later, with RFC 2732 and RFC 3986 \xA73.2.2`;
  return null;
}

// src/core/dfa.ts
var START = 1 << 7;
var LONG_INPUT = 256;
var PAIRS_AFTER = 1 << 14;
var LOOP_CHAR = 1;
var LOOP_PCT = 2;
var HEX = new Uint8Array(128);
for (const c of "0123456789ABCDEFabcdef") HEX[c.charCodeAt(0)] = 1;
var VALID = -1;
var stoppedState = START;
function createValidator(data, options = {}) {
  const machines2 = /* @__PURE__ */ new Map();
  const wideMaps = /* @__PURE__ */ new Map();
  const pairClasses = /* @__PURE__ */ new Map();
  const named = data.named.map(([name, flat]) => [name, pairs(flat)]);
  const pairsAfter = options.pairsAfter ?? PAIRS_AFTER;
  let stoppedMachine;
  let lastRule;
  let lastMachine;
  function machineOf(rule) {
    let m = lastMachine;
    if (rule !== lastRule || m === void 0) {
      m = machines2.get(rule) ?? load(rule);
      lastRule = rule;
      lastMachine = m;
    }
    return m;
  }
  function validate(input2, rule) {
    const m = machineOf(rule);
    stoppedMachine = m;
    const p = m.pairTable;
    const end = p !== null ? pairSteps(input2, m.table, m.loop, p) : firstSteps(input2, m, rule);
    return end === input2.length && m.accepting[stoppedState >> 7] === 1 ? VALID : end;
  }
  function firstSteps(input2, m, rule) {
    const n = input2.length;
    if (m.wide !== null) return wideSteps(input2, m.table, m.wide);
    if (n >= LONG_INPUT) return runs(input2, m.table, m.loop);
    if ((m.read += n) >= pairsAfter) m.pairTable = pairTableOf(m, data.rules[rule]);
    return steps(input2, m.table);
  }
  function pairTableOf(m, dfa) {
    const classes = dfa.classes + 1;
    const classOf = Uint8Array.from(decodeDigits(data.classMaps[dfa.classMap], 128));
    const key = dfa.classMap * 65536 + classes;
    let pairClass = pairClasses.get(key);
    if (pairClass === void 0) {
      pairClass = new Uint16Array(1 << 14);
      for (let c1 = 0; c1 < 128; c1++) for (let c2 = 0; c2 < 128; c2++) pairClass[c1 << 7 | c2] = classOf[c1] * classes + classOf[c2];
      pairClasses.set(key, pairClass);
    }
    const dead = classes - 1;
    const square = classes * classes;
    const two = new Uint32Array(dfa.states * square);
    const rowOf = (t) => t >> 7;
    const unitOf = new Int16Array(classes).fill(-1);
    for (let c = 127; c >= 0; c--) unitOf[classOf[c]] = c;
    for (let s = 1; s < dfa.states; s++) {
      for (let a = 0; a < dead; a++) {
        const t = unitOf[a] < 0 ? 0 : m.table[(s << 7) + unitOf[a]];
        if (t === 0) continue;
        for (let b = 0; b < dead; b++) {
          const u = unitOf[b] < 0 ? 0 : m.table[t + unitOf[b]];
          two[s * square + a * classes + b] = rowOf(u) * square;
        }
      }
    }
    const first = new Uint32Array(classes);
    for (let a = 0; a < dead; a++) first[a] = unitOf[a] < 0 ? 0 : rowOf(m.table[START + unitOf[a]]) * square;
    return { pairClass, classOf, two, first, start: square, inverse: 1 / square, accepting: m.accepting };
  }
  function continuations(m, s) {
    let known = m.next[s >> 7];
    if (known === void 0) {
      const ranges = s === 0 ? [] : viable(m, s);
      const end = s !== 0 && m.accepting[s >> 7] === 1;
      known = Object.freeze({ ranges: Object.freeze(ranges), end, expected: Object.freeze(expectationNames(named, ranges, end)) });
      m.next[s >> 7] = known;
    }
    return known;
  }
  function load(rule) {
    const dfa = data.rules[rule];
    if (dfa === void 0) throw new TypeError(`unknown rule: ${String(rule)}`);
    const raw = decodeDigits(dfa.table, dfa.states * dfa.classes);
    const next = (s, k) => raw[s * dfa.classes + k];
    const classOf = decodeDigits(data.classMaps[dfa.classMap], 128);
    const table = new Uint16Array(dfa.states << 7);
    for (let s = 0; s < dfa.states; s++) for (let c = 0; c < 128; c++) table[s << 7 | c] = next(s, classOf[c]) << 7;
    let wide = null;
    if (dfa.wideMap !== void 0) {
      const runs2 = data.wideMaps[dfa.wideMap];
      let wideClassOf = wideMaps.get(dfa.wideMap);
      if (wideClassOf === void 0) {
        wideClassOf = new Uint8Array(65536);
        for (let i = 0; i < runs2.length; i += 2) wideClassOf.fill(runs2[i + 1], runs2[i], i + 2 < runs2.length ? runs2[i + 2] : 65536);
        wideMaps.set(dfa.wideMap, wideClassOf);
      }
      const wideTable = new Uint16Array(dfa.states * dfa.classes);
      for (let s = 0; s < dfa.states; s++) for (let k = 0; k < dfa.classes; k++) wideTable[s * dfa.classes + k] = next(s, k) << 7;
      wide = { classOf: wideClassOf, runs: runs2, table: wideTable, classes: dfa.classes };
    }
    const machine = { table, loop: loops(table, dfa.states), accepting: Uint8Array.from(decodeDigits(dfa.accepting, dfa.states)), next: [], wide, pairTable: null, read: 0 };
    if (pairsAfter === 0 && wide === null) machine.pairTable = pairTableOf(machine, dfa);
    machines2.set(rule, machine);
    return machine;
  }
  function test(input2, rule) {
    const m = machineOf(rule);
    const p = m.pairTable;
    if (p !== null && input2.length < LONG_INPUT) return pairTest(input2, p);
    return validate(input2, rule) === VALID;
  }
  return {
    validate,
    test,
    stepTable(rule) {
      const { table, accepting } = machines2.get(rule) ?? load(rule);
      return { table, accepting };
    },
    diagnose(input2, rule) {
      const offset = validate(input2, rule);
      if (offset === VALID) return null;
      const { ranges, end, expected } = continuations(stoppedMachine, stoppedState);
      return { offset, ranges, end, expected };
    },
    viableNext(input2, rule, offset) {
      validate(input2.slice(0, offset), rule);
      const { ranges, end } = continuations(stoppedMachine, stoppedState);
      return { ranges: ranges.map(([lo, hi]) => [lo, hi]), end };
    },
    expectedAt(input2, rule, offset) {
      validate(input2.slice(0, offset), rule);
      return [...continuations(stoppedMachine, stoppedState).expected];
    }
  };
}
function pairSteps(input2, table, loop, pairTable) {
  const n = input2.length;
  if (n >= LONG_INPUT) return runs(input2, table, loop);
  const { pairClass, two } = pairTable;
  let s = pairTable.start;
  let i = 0;
  if ((n & 1) === 1) {
    const c = input2.charCodeAt(0);
    s = c > 127 ? 0 : pairTable.first[pairTable.classOf[c]];
    if (s === 0) {
      stoppedState = START;
      return 0;
    }
    i = 1;
  }
  for (; i < n; i += 2) {
    const c1 = input2.charCodeAt(i);
    const c2 = input2.charCodeAt(i + 1);
    if ((c1 | c2) > 127) break;
    const next = two[s + pairClass[c1 << 7 | c2]];
    if (next === 0) break;
    s = next;
  }
  let q = Math.round(s * pairTable.inverse) << 7;
  for (; i < n; i++) {
    const c = input2.charCodeAt(i);
    const next = c > 127 ? 0 : table[q + c];
    if (next === 0) {
      stoppedState = q;
      return i;
    }
    q = next;
  }
  stoppedState = q;
  return n;
}
function pairTest(input2, pairTable) {
  const n = input2.length;
  const { pairClass, two } = pairTable;
  let s = pairTable.start;
  let i = 0;
  if ((n & 1) === 1) {
    const c = input2.charCodeAt(0);
    if (c > 127) return false;
    s = pairTable.first[pairTable.classOf[c]];
    if (s === 0) return false;
    i = 1;
  }
  for (; i < n; i += 2) {
    const c1 = input2.charCodeAt(i);
    const c2 = input2.charCodeAt(i + 1);
    if ((c1 | c2) > 127) return false;
    s = two[s + pairClass[c1 << 7 | c2]];
    if (s === 0) return false;
  }
  return pairTable.accepting[Math.round(s * pairTable.inverse)] === 1;
}
function steps(input2, table) {
  const n = input2.length;
  let s = START;
  for (let i = 0; i < n; i++) {
    const c = input2.charCodeAt(i);
    const next = c > 127 ? 0 : table[s + c];
    if (next === 0) {
      stoppedState = s;
      return i;
    }
    s = next;
  }
  stoppedState = s;
  return n;
}
function wideSteps(input2, table, wide) {
  const n = input2.length;
  const { classOf, table: wideTable, classes } = wide;
  let s = START;
  let before = START;
  for (let i = 0; i < n; i++) {
    const c = input2.charCodeAt(i);
    const next = c < 128 ? table[s + c] : wideTable[(s >> 7) * classes + classOf[c]];
    if (next === 0) {
      if (i > 0 && isHighSurrogate(input2.charCodeAt(i - 1))) {
        stoppedState = before;
        return i - 1;
      }
      stoppedState = s;
      return i;
    }
    before = s;
    s = next;
  }
  if (n > 0 && isHighSurrogate(input2.charCodeAt(n - 1))) {
    stoppedState = before;
    return n - 1;
  }
  stoppedState = s;
  return n;
}
function isHighSurrogate(c) {
  return c >= 55296 && c <= 56319;
}
function runs(input2, table, loop) {
  const n = input2.length;
  const char = LOOP_CHAR;
  const pct = LOOP_PCT;
  const hex2 = HEX;
  let s = START;
  for (let i = 0; i < n; i++) {
    let c = input2.charCodeAt(i);
    const next = c > 127 ? 0 : table[s + c];
    if (next === 0) {
      stoppedState = s;
      return i;
    }
    if (loop[s + c] !== 0) {
      const from = i;
      for (; ; ) {
        if (c === 37) {
          if (loop[s + 37] !== pct || i + 2 >= n) break;
          const c1 = input2.charCodeAt(i + 1);
          const c2 = input2.charCodeAt(i + 2);
          if (c1 > 127 || c2 > 127 || hex2[c1] !== 1 || hex2[c2] !== 1) break;
          i += 2;
        } else if (loop[s + c] !== char) break;
        while (++i < n && (c = input2.charCodeAt(i)) < 128 && loop[s + c] === char) ;
        if (i === n || c > 127) break;
      }
      if (i > from) {
        i--;
        continue;
      }
    }
    s = next;
  }
  stoppedState = s;
  return n;
}
function pairs(flat) {
  const out = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}
function merged(ranges) {
  ranges.sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const [lo, hi] of ranges) {
    const last = out[out.length - 1];
    if (last !== void 0 && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}
function viable(m, s) {
  const out = [];
  for (let c = 0; c < 128; c++) if (m.table[s + c] !== 0) out.push([c, c]);
  const wide = m.wide;
  if (wide !== null) {
    const { runs: runs2, table, classes } = wide;
    const step = (state, k) => table[(state >> 7) * classes + k];
    const units = (from, to, visit) => {
      for (let i = 0; i < runs2.length; i += 2) {
        const lo = Math.max(runs2[i], from);
        const hi = Math.min(i + 2 < runs2.length ? runs2[i + 2] - 1 : 65535, to);
        if (lo <= hi) visit(lo, hi, runs2[i + 1]);
      }
    };
    units(128, 55295, (lo, hi, k) => step(s, k) !== 0 && out.push([lo, hi]));
    units(57344, 65535, (lo, hi, k) => step(s, k) !== 0 && out.push([lo, hi]));
    units(55296, 56319, (hLo, hHi, k) => {
      const t = step(s, k);
      if (t === 0) return;
      units(56320, 57343, (lLo, lHi, kl) => {
        if (step(t, kl) === 0) return;
        for (let h = hLo; h <= hHi; h++) out.push([codePoint(h, lLo), codePoint(h, lHi)]);
      });
    });
  }
  return merged(out);
}
function codePoint(high, low) {
  return 65536 + (high - 55296 << 10) + (low - 56320);
}
var END = "end of input";
function expectationNames(named, ranges, end) {
  let left = ranges.map(([lo, hi]) => [lo, hi]);
  const out = [];
  for (const [name, set] of named) {
    if (set.every(([lo, hi]) => left.some(([a, b]) => a <= lo && hi <= b))) {
      out.push(name);
      left = subtract(left, set);
    }
  }
  const has2 = (c) => left.some(([a, b]) => a <= c && c <= b);
  for (const [lo, hi] of left) {
    if (hi - lo >= 2 && !(hi - lo < 6 && isPunctuation(lo) && isPunctuation(hi))) {
      out.push(`%x${hex(lo)}-${hex(hi)}`);
      continue;
    }
    for (let c = lo; c <= hi; c++) {
      const ch = String.fromCodePoint(c);
      const lower = ch.toLowerCase();
      if (c < 128 && lower !== ch && has2(lower.charCodeAt(0))) continue;
      out.push(JSON.stringify(ch));
    }
  }
  if (end) out.push(END);
  return [...new Set(out)].sort();
}
function isPunctuation(c) {
  return c >= 33 && c <= 47 || c >= 58 && c <= 64 || c >= 91 && c <= 96 || c >= 123 && c <= 126;
}
function subtract(ranges, set) {
  let out = ranges.map(([lo, hi]) => [lo, hi]);
  for (const [lo, hi] of set) {
    const next = [];
    for (const [a, b] of out) {
      if (b < lo || a > hi) next.push([a, b]);
      else {
        if (a < lo) next.push([a, lo - 1]);
        if (b > hi) next.push([hi + 1, b]);
      }
    }
    out = next;
  }
  return out;
}
function hex(c) {
  return c.toString(16).toUpperCase().padStart(2, "0");
}
function loops(table, states) {
  const loop = new Uint8Array(table.length);
  const hex2 = [...HEX.keys()].filter((c) => HEX[c] === 1);
  for (let s = START; s < states << 7; s += 128) {
    for (let c = 0; c < 128; c++) if (table[s + c] === s) loop[s + c] = LOOP_CHAR;
    const pct = table[s + 37];
    if (pct !== 0 && pct !== s && hex2.every((h1) => hex2.every((h2) => table[table[pct + h1] + h2] === s))) loop[s + 37] = LOOP_PCT;
  }
  return loop;
}
function decodeDigits(text2, length) {
  const out = new Uint16Array(length);
  let j = 0;
  let high = 0;
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (c === 126) high += 92;
    else {
      out[j++] = high + c - 32 - (c > 34 ? 1 : 0) - (c > 92 ? 1 : 0);
      high = 0;
    }
  }
  if (j !== length || high !== 0) throw new RangeError(`a DFA table holds ${j} values, not ${length}`);
  return out;
}

// src/grammars/rfc3986/validator.ts
var validator = /* @__PURE__ */ createValidator(VALIDATOR);

// src/core/charsets.ts
// @__NO_SIDE_EFFECTS__
function of(chars) {
  const set = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) set[chars.charCodeAt(i)] = 1;
  return set;
}
// @__NO_SIDE_EFFECTS__
function range(first, last) {
  const set = new Uint8Array(128);
  for (let c = first.charCodeAt(0); c <= last.charCodeAt(0); c++) set[c] = 1;
  return set;
}
// @__NO_SIDE_EFFECTS__
function union(...sets) {
  const out = new Uint8Array(128);
  for (const set of sets) for (let c = 0; c < 128; c++) out[c] |= set[c];
  return out;
}
var ALPHA = /* @__PURE__ */ union(/* @__PURE__ */ range("A", "Z"), /* @__PURE__ */ range("a", "z"));
var DIGIT = /* @__PURE__ */ range("0", "9");
var HEXDIG = /* @__PURE__ */ union(DIGIT, /* @__PURE__ */ range("A", "F"), /* @__PURE__ */ range("a", "f"));
var gen_delims = /* @__PURE__ */ of(":/?#[]@");
var sub_delims = /* @__PURE__ */ of("!$&'()*+,;=");
var reserved = /* @__PURE__ */ union(gen_delims, sub_delims);
var unreserved = /* @__PURE__ */ union(ALPHA, DIGIT, /* @__PURE__ */ of("-._~"));
var userinfo = /* @__PURE__ */ union(unreserved, sub_delims, /* @__PURE__ */ of(":"));
var reg_name = /* @__PURE__ */ union(unreserved, sub_delims);
var pchar = /* @__PURE__ */ union(unreserved, sub_delims, /* @__PURE__ */ of(":@"));
var segment_nz_nc = /* @__PURE__ */ union(unreserved, sub_delims, /* @__PURE__ */ of("@"));
var path = /* @__PURE__ */ union(pchar, /* @__PURE__ */ of("/"));
var query = /* @__PURE__ */ union(pchar, /* @__PURE__ */ of("/?"));
var fragment = /* @__PURE__ */ union(pchar, /* @__PURE__ */ of("/?"));
function has(set, c) {
  return c < 128 && set[c] === 1;
}

// src/grammars/rfc3986/ipv6-zone.ts
function isZoneID(text2, from, to) {
  if (from >= to) return false;
  for (let i = from; i < to; ) {
    const c = text2.charCodeAt(i);
    if (has(unreserved, c)) {
      i++;
    } else if (c === 37 && i + 3 <= to && has(HEXDIG, text2.charCodeAt(i + 1)) && has(HEXDIG, text2.charCodeAt(i + 2))) {
      i += 3;
    } else {
      return false;
    }
  }
  return true;
}
function ipv6Zone(literal2) {
  const pct = literal2.indexOf("%");
  if (pct < 0 || pct === literal2.length - 1) return null;
  if (validator.validate(literal2.slice(0, pct), "IPv6address") !== VALID) return null;
  if (literal2.startsWith("25", pct + 1) && isZoneID(literal2, pct + 3, literal2.length)) return { form: "rfc6874", start: pct };
  if (isZoneID(literal2, pct + 1, literal2.length)) return { form: "bare", start: pct };
  return null;
}

// src/grammars/rfc3986/hints.ts
var RFC3986_ZONES = { syntax: "RFC 3986 syntax (\xA73.2.2)", section: "RFC 3986 \xA73.2.2" };
function hint(e) {
  return hintCiting(e, RFC3986_ZONES);
}
function hintCiting(e, zones) {
  const { input: input2, offset, found: found7 } = e;
  if (found7 === " ") return "a space is not allowed in a URI: percent-encode it as %20 (RFC 3986 \xA72.1)";
  if (found7 === "%" && inIPv6(e)) return zoneHint(zoneOf(e), zones);
  if (badPercent(e)) return barePercent;
  if (found7 === "\\")
    return 'a backslash is not allowed in a URI; WHATWG URL parsers read it as "/" in http(s) URLs, RFC 3986 does not: write "/" or %5C';
  if (found7 !== null && found7.codePointAt(0) > 126) {
    const cp = found7.codePointAt(0);
    if (cp >= 55296 && cp <= 57343) return "a lone surrogate has no UTF-8 form and cannot appear in a URI";
    const bytes = utf8Escapes(found7);
    return `a non-ASCII character must be percent-encoded as UTF-8: "${found7}" is ${bytes} (RFC 3986 \xA72.5)`;
  }
  if (found7 !== null && /[\x00-\x1f\x7f]/.test(found7))
    return `control characters are not allowed in a URI: percent-encode it as ${utf8Escapes(found7)}`;
  if (found7 === ":" && e.component === "host")
    return 'an IPv6 address in a host is written in brackets, "[2001:db8::1]" (RFC 3986 \xA73.2.2); a reg-name has no ":"';
  if (found7 === ":" && (e.component === null || e.component === "path") && !/[/?#]/.test(input2.slice(0, offset)))
    return 'a ":" in the first segment of a relative path would read as a scheme delimiter: write "./" before the path (RFC 3986 \xA74.2), or, if it is a scheme, start it with a letter and use only letters, digits, "+", "-" and "." (\xA73.1)';
  if (found7 === "#") return 'only one "#" is allowed: percent-encode any later one as %23 (RFC 3986 \xA73.5)';
  if ((found7 === "[" || found7 === "]") && !inIPv6(e)) return '"[" and "]" are allowed only around an IP literal host (RFC 3986 \xA73.2.2): percent-encode them elsewhere';
  return null;
}
var barePercent = 'a "%" must begin a percent-encoding of two hex digits (%XX); write a literal "%" as %25 (RFC 3986 \xA72.1, \xA72.4)';
function zoneOf(e) {
  const { input: input2, offset } = e;
  let literal2 = null;
  if (e.rule === "IPv6address") {
    literal2 = input2;
  } else {
    const open = input2.lastIndexOf("[", offset);
    const close = input2.indexOf("]", offset);
    if (open >= 0 && close >= 0) literal2 = input2.slice(open + 1, close);
  }
  const zone2 = literal2 === null ? null : ipv6Zone(literal2);
  return zone2 === null || literal2 === null ? null : { ...zone2, literal: literal2 };
}
function zoneHint(zone2, zones) {
  if (zone2?.form === "rfc6874")
    return `an IPv6 zone identifier in RFC 6874's form ("%25" and the zone) is not ${zones.syntax}, and RFC 9844 (2025) obsoletes RFC 6874: zone identifiers are no longer part of URIs; pass the zone out of band`;
  if (zone2?.form === "bare")
    return 'an IPv6 zone identifier with a bare "%" ("%eth0") is valid in no URI grammar: RFC 6874 required "%25", and RFC 9844 (2025) removes zone identifiers from URIs; pass the zone out of band';
  return `a "%" is not allowed in an IP literal: ${zones.section} has neither percent-encoding nor zone identifiers there`;
}

// src/grammars/rfc3987/hints.ts
function hint2(e) {
  const { found: found7 } = e;
  if (found7 !== null && found7 !== " " && found7.codePointAt(0) > 126) return iriHint(found7);
  return hintCiting(e, RFC3987_ZONES);
}
var RFC3987_ZONES = {
  syntax: 'RFC 3987 syntax (\xA72.2: "This syntax does not support IPv6 scoped addressing zone identifiers")',
  section: "RFC 3987 \xA72.2"
};
function iriHint(found7) {
  const cp = found7.codePointAt(0);
  if (cp >= 55296 && cp <= 57343) return "a lone surrogate is no character and cannot appear in an IRI";
  const bytes = utf8Escapes(found7);
  const privateUse = cp >= 57344 && cp <= 63743 || cp >= 983040 && cp <= 1048573 || cp >= 1048576;
  if (privateUse) return `a private-use character (iprivate) is allowed in the query only (RFC 3987 \xA72.2): percent-encode it elsewhere as ${bytes}`;
  return `this character is neither ucschar nor iprivate (RFC 3987 \xA72.2, \xA76.1): percent-encode it as ${bytes}`;
}

// src/grammars/rfc6874/hints.ts
function hint3(e) {
  if (e.found !== " " && (e.found === "%" || afterPercent(e)) && inIPv6(e)) return zoneHint2(e);
  return hint(e);
}
function zoneHint2(e) {
  const zone2 = zoneOf(e);
  if (zone2?.form === "bare" && !zone2.literal.startsWith("25", zone2.start + 1))
    return 'an IPv6 zone identifier needs "%25" before the zone, not a bare "%" (RFC 6874 \xA72); RFC 9844 (2025) obsoletes RFC 6874 and removes zone identifiers from URIs';
  if (zone2?.form === "rfc6874" && e.rule === "IPv6address")
    return 'a zone identifier is no part of an IPv6address: the rule IPv6addrz is IPv6address "%25" ZoneID (RFC 6874 \xA72)';
  return 'a "%" in an IP literal may only begin a zone identifier after an IPv6 address: "%25" and one or more unreserved or pct-encoded characters (RFC 6874 \xA72: IPv6addrz = IPv6address "%25" ZoneID)';
}
function afterPercent(e) {
  const before = e.input.slice(0, e.offset);
  return before.lastIndexOf("%") > before.lastIndexOf("[");
}

// src/grammars/rfc2396/hints.ts
function hint4(e) {
  return legacyHint(e, {
    escaping: "RFC 2396 \xA72.4",
    own,
    unsafe: { chars: "{}|^`", hint: (found7) => `"${found7}" is "unwise" (RFC 2396 \xA72.4.3): escape it as ${utf8Escapes(found7)}` }
  });
}
function own(e) {
  const { input: input2, offset, found: found7 } = e;
  if (found7 === ":" && !/[/?#]/.test(input2.slice(0, offset)))
    return 'a ":" in the first segment of a relative path (rel_segment) would read as a scheme delimiter: write "./" before the path (RFC 2396 \xA75), or, if it is a scheme, start it with a letter and use only letters, digits, "+", "-" and "." (\xA73.1)';
  const afterScheme = /^[A-Za-z][A-Za-z0-9+.-]*:$/.test(input2.slice(0, offset));
  if (found7 === "?" && (offset === 0 || afterScheme))
    return 'RFC 2396 has no query without a path before it (relativeURI, hier_part); RFC 3986 allows one (its Appendix D.2): write "./?y" or resolve it as RFC 3986 does';
  if (found7 === null && afterScheme)
    return 'RFC 2396 needs a path after the scheme: a "/" (hier_part) or an opaque_part of at least one character; RFC 3986 allows it empty (\xA73)';
  return null;
}

// src/grammars/rfc1738/hints.ts
var UNSAFE = {
  chars: "{}|^~`",
  hint: (found7) => `"${found7}" is unsafe, a "national" character (RFC 1738 \xA72.2): escape it as ${utf8Escapes(found7)}`
};
function hint5(e) {
  return legacyHint(e, { escaping: "RFC 1738 \xA72.2", own: own2, unsafe: UNSAFE });
}
var HOSTPORT_ONLY = /* @__PURE__ */ new Set(["httpurl", "gopherurl", "nntpurl", "waisurl", "waisdatabase", "waisindex", "waisdoc", "prosperourl"]);
function own2(e) {
  const { input: input2, offset, found: found7 } = e;
  if (found7 !== null && found7 >= "A" && found7 <= "Z" && offset < input2.indexOf(":") && /^[A-Za-z0-9+.-]*$/.test(input2.slice(0, offset)))
    return `RFC 1738 schemes are lower case (\xA75; \xA72.1 lets interpreters ignore case, the grammar does not): write "${input2.slice(0, input2.indexOf(":")).toLowerCase()}:"`;
  if (HOSTPORT_ONLY.has(e.rule) && /^[a-z]+:\/\/[^/]*@/.test(input2))
    return "this scheme's URLs have a host and port only, no user name or password (RFC 1738 \xA73.3 http, \xA73.4 gopher, \xA73.7 nntp, \xA73.9 wais, \xA73.11 prospero); the generic ip-schemepart (\xA73.1) has them";
  if (found7 === "#")
    return 'an RFC 1738 URL has no fragment: "#" is unsafe (\xA72.2), and a fragment identifier follows the URL, outside it; escape a "#" in the URL as %23';
  return null;
}

// src/grammars/rfc1808/hints.ts
function hint6(e) {
  return legacyHint(e, { escaping: "RFC 1738 \xA72.2, as RFC 1808 \xA72.2", unsafe: UNSAFE });
}

// src/grammars/rfc6570/hints.ts
var INSIDE = /* @__PURE__ */ new Set(["variable-list", "varspec", "varname", "varchar", "modifier-level4", "prefix", "max-length", "explode", "operator", "op-level2", "op-level3", "op-reserve"]);
var NOT_LITERAL = {
  " ": "a space is no literal (RFC 6570 \xA72.1): write it %20",
  '"': "a double quote is no literal (RFC 6570 \xA72.1): write it %22",
  "<": '"<" is no literal (RFC 6570 \xA72.1): write it %3C; a template wrapped in <...> is written without them',
  ">": '">" is no literal (RFC 6570 \xA72.1): write it %3E; a template wrapped in <...> is written without them',
  "\\": 'a backslash is no literal (RFC 6570 \xA72.1): write it %5C (a path separator in a URI is "/")',
  "^": '"^" is no literal (RFC 6570 \xA72.1): write it %5E',
  "`": "a backtick is no literal (RFC 6570 \xA72.1): write it %60 (or remove the quoting of the surrounding code)",
  "|": '"|" is no literal (RFC 6570 \xA72.1): write it %7C',
  "}": 'a "}" closes no expression here (RFC 6570 \xA72.1, \xA72.2): remove it, add the "{" it closes, or write it %7D'
};
function hint7(e) {
  const { input: input2, offset, found: found7 } = e;
  let start = -1;
  if (e.rule === "URI-Template") {
    start = input2.lastIndexOf("{", offset - 1);
    if (start < 0 || input2.lastIndexOf("}", offset - 1) > start) return literalHint(e);
  } else if (e.rule === "expression") {
    if (offset === 0) return null;
    start = 0;
  } else if (!INSIDE.has(e.rule)) return literalHint(e);
  const body = input2.slice(start + 1, offset);
  if (found7 === null && badPercent(e)) return 'a "%" in a variable name begins a pct-encoded triplet (RFC 6570 \xA72.3): "%" and two hex digits';
  if (found7 === null) return start >= 0 ? `the expression opened at offset ${start} is not closed (RFC 6570 \xA72.2): add "}"` : null;
  if (found7 === "{") return start >= 0 ? `"{" inside an expression (RFC 6570 \xA72.2): expressions do not nest; close the one opened at offset ${start} with "}" first` : '"{" inside an expression: expressions do not nest (RFC 6570 \xA72.2)';
  if (found7 === " " || found7 === "	") return "no white space inside an expression (RFC 6570 \xA72.2, \xA72.3): write {a,b}, not { a, b }";
  if (found7 === "}" && /(^|,)$/.test(body) && body.length <= 1 && e.expected.includes("operator")) return "an expression names at least one variable (RFC 6570 \xA72.2): {} is empty";
  if (found7 === "}" && body.endsWith(",")) return 'a "," in an expression separates two varspecs (RFC 6570 \xA72.3): remove the trailing ","';
  if (found7 === "," && /(^|[{,])$/.test(input2.slice(0, offset))) return 'an empty varspec (RFC 6570 \xA72.3): each "," separates two variable names';
  if (found7 === "." && body.endsWith(".")) return 'a varname has no ".." (RFC 6570 \xA72.3: varchar *( ["."] varchar )): one "." between two name characters';
  if (found7 === "}" || found7 === "," || found7 === ":" || found7 === "*") {
    if (body.endsWith(".")) return 'a varname does not end with "." (RFC 6570 \xA72.3: varchar *( ["."] varchar ))';
  }
  if (found7 === "0" && body.endsWith(":")) return "a prefix length is 1 to 9999 (RFC 6570 \xA72.4.1: max-length begins with 1-9): {var:0} is not allowed; leave the modifier out for the whole value";
  if (/^[0-9]$/.test(found7) && /:\d{4}$/.test(body)) return "a prefix length is at most 9999 (RFC 6570 \xA72.4.1: max-length is a positive integer < 10000)";
  if (found7 === "*" && /:\d+$/.test(body)) return "a varspec has one modifier (RFC 6570 \xA72.4: prefix / explode): a prefix and an explode cannot be combined";
  if (found7 === ":" && /\*$/.test(body)) return "a varspec has one modifier (RFC 6570 \xA72.4: prefix / explode): an explode and a prefix cannot be combined";
  if (found7 === "$" || found7 === "(" || found7 === ")")
    return `"${found7}" is excluded from expressions (RFC 6570 \xA72.2): "$", "(" and ")" stay free for macro languages; a variable name is letters, digits, "_", "." and pct-encoded triplets`;
  if ("=,!@|".includes(found7) && offset > 0 && input2[offset - 1] !== "{" && e.expected.includes('"}"'))
    return `"${found7}" is an operator only right after "{" (RFC 6570 \xA72.2); in a variable name, write it pct-encoded (${utf8Escapes(found7)})`;
  if ("+#./;?&".includes(found7) && (e.expected.includes('"}"') || /^[+#./;?&=,!@|]$/.test(body)))
    return `"${found7}" is an operator only right after "{" (RFC 6570 \xA72.2): one operator per expression; a variable name is letters, digits, "_", "." and pct-encoded triplets`;
  if (badPercent(e)) return 'a "%" in a variable name begins a pct-encoded triplet (RFC 6570 \xA72.3): "%" and two hex digits';
  if (found7 === "-") return 'a variable name has no "-" (RFC 6570 \xA72.3: varchar = ALPHA / DIGIT / "_" / pct-encoded): use "_" or write it %2D';
  if (/^[^\x00-\x7f]/.test(found7)) return `a variable name is ASCII (RFC 6570 \xA72.3): write "${found7}" pct-encoded (${utf8Escapes(found7)}), which stays part of the name`;
  return null;
}
function literalHint(e) {
  const { input: input2, found: found7 } = e;
  if (badPercent(e)) return 'a "%" in literals begins a pct-encoded triplet (RFC 6570 \xA72.1): write a lone "%" as %25';
  if (found7 === "}" && input2.indexOf("{") < 0) return NOT_LITERAL["}"];
  if (found7 === null) return null;
  const fixed = NOT_LITERAL[found7];
  if (fixed) return fixed;
  const code = found7.codePointAt(0);
  if (code < 32 || code === 127) return `a control character is no literal (RFC 6570 \xA72.1): write it ${utf8Escapes(found7)}`;
  if (code >= 55296 && code <= 57343) return "a lone surrogate is no character (RFC 6570 \xA71.1: a template is Unicode text): the string is not well-formed UTF-16";
  if (code >= 128) return `U+${code.toString(16).toUpperCase().padStart(4, "0")} is no literal (RFC 6570 \xA72.1: ucschar and iprivate only): write it ${utf8Escapes(found7)}`;
  return null;
}

// src/grammars/rfc8141/hints.ts
function partOf(e) {
  const { input: input2, offset, rule } = e;
  if (rule === "NID") return { part: "NID", nidStart: 0 };
  if (rule !== "namestring" && rule !== "assigned-name") return null;
  if (offset < 4) return { part: "scheme", nidStart: 4 };
  const colon = input2.indexOf(":", 4);
  if (colon < 0 || offset <= colon) return { part: "NID", nidStart: 4 };
  return { part: offset === colon + 1 || /^[^?#]*$/.test(input2.slice(colon + 1, offset)) ? "NSS" : "components", nidStart: 4 };
}
function hint8(e) {
  const { input: input2, offset, found: found7 } = e;
  const at = partOf(e);
  if (at?.part === "scheme") return 'a URN begins with the scheme "urn" and ":" (RFC 8141 \xA72: `"urn" ":" NID ":" NSS`)';
  if (at?.part === "NID") return nidHint(e, at.nidStart);
  if (found7 === " ") return "a space is not allowed in a URN: percent-encode it as %20 (RFC 8141 \xA72, RFC 3986 \xA72.1)";
  if (badPercent(e)) return 'a "%" must begin a percent-encoding of two hex digits (%XX); write a literal "%" as %25 (RFC 3986 \xA72.1, which RFC 8141 \xA72 uses)';
  if (found7 !== null && found7.codePointAt(0) > 126) {
    const cp = found7.codePointAt(0);
    if (cp >= 55296 && cp <= 57343) return "a lone surrogate has no UTF-8 form and cannot appear in a URN";
    return `a character outside ASCII must be percent-encoded as UTF-8: "${found7}" is ${utf8Escapes(found7)} (RFC 8141 \xA72, \xA72.2; RFC 3986 \xA72.1)`;
  }
  if (found7 !== null && /[\x00-\x1f\x7f]/.test(found7)) return `control characters are not allowed in a URN: percent-encode it as ${utf8Escapes(found7)} (RFC 3986 \xA72.1)`;
  const before = input2.slice(Math.max(0, offset - 2), offset);
  if (at !== null && (before === "?+" || before === "?=")) {
    const which = before === "?+" ? 'an r-component ("?+", RFC 8141 \xA72.3.1)' : 'a q-component ("?=", RFC 8141 \xA72.3.2)';
    return `${which} is not empty and begins with a pchar, not "/", "?" or "#" (RFC 8141 \xA72: \`pchar *( pchar / "/" / "?" )\`)`;
  }
  if (at !== null && input2.charCodeAt(offset - 1) === 63 && e.expected.includes('"+"') && e.expected.includes('"="'))
    return 'a "?" after the NSS begins an r-component ("?+") or a q-component ("?="); any other "?" is a syntax error for URNs (RFC 8141 \xA72): percent-encode a "?" of the NSS as %3F';
  if (at?.part === "NSS" && offset === input2.indexOf(":", 4) + 1)
    return found7 === null || found7 === "?" || found7 === "#" ? 'a URN has a non-empty NSS after the NID\'s ":" (RFC 8141 \xA72: `NSS = pchar *(pchar / "/")`)' : 'the NSS begins with a pchar, not "/" (RFC 8141 \xA72: `NSS = pchar *(pchar / "/")`): percent-encode a leading "/" as %2F';
  if (found7 === "#") return 'only one "#" is allowed, before the f-component: percent-encode any later one as %23 (RFC 8141 \xA72.3.3, RFC 3986 \xA73.5)';
  if (found7 !== null && '"<>[\\]^`{|}'.includes(found7))
    return `"${found7}" is not allowed in a URN (RFC 8141 \xA72 pchar, RFC 3986 \xA72.2): percent-encode it as ${utf8Escapes(found7)}`;
  return null;
}
function nidHint(e, start) {
  const { input: input2, offset, found: found7 } = e;
  const length = offset - start;
  const ends = found7 === null || found7 === ":" && e.rule !== "NID";
  if (found7 !== null && found7.codePointAt(0) > 126)
    return 'an NID has ASCII letters, digits and "-" only: RFC 8141 \xA72.1 permits no other character in it, and no encoding of one';
  if (ends && length === 1)
    return `an NID has 2 to 32 characters (RFC 8141 \xA72): "${input2.slice(0, offset + 1)}..." is a valid RFC 3986 URI but no URN`;
  if (ends && length === 0) return 'a URN has an NID between "urn:" and the next ":" (RFC 8141 \xA72: `"urn" ":" NID ":" NSS`)';
  if (ends && input2.charCodeAt(offset - 1) === 45) return 'an NID ends with a letter or digit, not "-" (RFC 8141 \xA72: `NID = (alphanum) 0*30(ldh) (alphanum)`)';
  if (found7 === "-" && length === 0) return 'an NID begins with a letter or digit, not "-" (RFC 8141 \xA72: `NID = (alphanum) 0*30(ldh) (alphanum)`)';
  if (found7 !== null && length === 32 && /[A-Za-z0-9-]/.test(found7)) return "an NID has at most 32 characters (RFC 8141 \xA72: `NID = (alphanum) 0*30(ldh) (alphanum)`)";
  if (found7 === null) return 'a URN is "urn:", an NID, ":" and an NSS (RFC 8141 \xA72): the ":" after the NID and the NSS are missing';
  return 'an NID has ASCII letters, digits and "-" only (RFC 8141 \xA72: `ldh = alphanum / "-"`); the NSS follows it after a ":"';
}

// src/grammars/rfc2397/hints.ts
function hint9(e) {
  return legacyHint(e, {
    escaping: "RFC 2396 \xA72.4, as RFC 2397 \xA73 asks",
    own: own3,
    unsafe: { chars: "{}|^`", hint: (found7) => `"${found7}" is "unwise" (RFC 2396 \xA72.4.3) and no urlchar (RFC 2397 \xA73): escape it as ${utf8Escapes(found7)}` }
  });
}
var TSPECIALS = '()<>@:\\"/[]?=';
function own3(e) {
  const { input: input2, offset, found: found7 } = e;
  if (e.rule !== "dataurl") return null;
  if (!/^data:/i.test(input2)) return offset < 5 ? 'a data URL begins with "data:" (RFC 2397 \xA73: `dataurl := "data:" [ mediatype ] [ ";base64" ] "," data`)' : null;
  const comma = input2.indexOf(",");
  if (comma >= 0 && offset > comma) return null;
  const before = input2.slice(5, offset);
  if (found7 === '"') return "a parameter value has no quoted-string form in a data URL: escape its characters instead, a quote as %22 (RFC 2397 \xA73)";
  if (/;base64$/i.test(before) && found7 !== null && found7 !== "=" && found7 !== ",")
    return 'the ";base64" extension comes last, right before the "," (RFC 2397 \xA73: `"data:" [ mediatype ] [ ";base64" ] "," data`)';
  if (found7 === null || found7 === "," && e.expected.includes('"/"') || found7 === ";") {
    if (e.expected.includes('"/"')) return 'a media type is type "/" subtype (RFC 2397 \xA73, RFC 2045 \xA75.1): write "text/plain", say, or leave the media type out';
  }
  if ((found7 === "," || found7 === ";" || found7 === null) && e.expected.includes('"="')) return 'a parameter is attribute "=" value (RFC 2397 \xA73); the ";base64" extension, which has no "=", comes last, right before the ","';
  if ((found7 === "," || found7 === ";" || found7 === null) && /[/=;]$/.test(before)) return 'a type, subtype, attribute or value is a token of at least one character (RFC 2045 \xA75.1), and a ";" begins a parameter, attribute "=" value (RFC 2397 \xA73)';
  if (found7 === null) return 'a data URL has a "," before its data, even when the data is empty (RFC 2397 \xA72: `data:[<mediatype>][;base64],<data>`)';
  if (TSPECIALS.includes(found7))
    return `"${found7}" is a tspecial, which no RFC 2045 token holds (\xA75.1): escape it as ${utf8Escapes(found7)} (RFC 2397 \xA73: tokens are "represented using URL escaped encoding")`;
  return null;
}

// src/grammars/rfc3966/hints.ts
function hint10(e) {
  const { input: input2, offset, found: found7 } = e;
  if (e.rule !== "telephone-uri") return null;
  if (offset < 4) return 'a tel URI begins with "tel:" and the number, as in tel:+1-201-555-0123 (RFC 3966 \xA73)';
  if (found7 === null && offset === 4) return 'a tel URI has a number after "tel:", as in tel:+1-201-555-0123 (RFC 3966 \xA73)';
  if (found7 === "/" && offset === 4) return 'a tel URI has no "//": the number follows "tel:" directly, as in tel:+1-201-555-0123 (RFC 3966 \xA73)';
  if (found7 === " ") return 'no spaces in a tel URI, not even as visual separators (RFC 3966 \xA75.1.1): use "-" or "."';
  const global = input2.charAt(4) === "+";
  const semicolon = input2.indexOf(";", 4);
  const inNumber = semicolon < 0 || offset <= semicolon;
  if (global && inNumber && found7 !== null && /[A-Za-z*#]/.test(found7))
    return 'a global number has digits and visual separators only (RFC 3966 \xA75.1.3, \xA75.1.4: no letters, "*" or "#", which only local numbers may have; \xA75.1.2: letters are not mapped to digits)';
  if (global && found7 === null && offset === 5) return 'a global number needs a digit after its "+" (RFC 3966 \xA73 global-number-digits, \xA75.1.4)';
  if (!global && found7 === null && !/;phone-context=/i.test(input2))
    return 'a local number must have a ";phone-context=" parameter (RFC 3966 \xA75.1.5), e.g. tel:863-1234;phone-context=+1-914-555; or write the number in global form, "+" and the country code (\xA75.1.4)';
  if (!global && found7 === null)
    return `a local number's context is a domain name or "+" and digits (RFC 3966 \xA73 descriptor, \xA75.1.5): a ";phone-context=" with another value is a parameter, and the context is still missing`;
  if (!global && inNumber && found7 !== null && /[G-Zg-z]/.test(found7))
    return 'a local number has hex digits, "*", "#" and visual separators only (RFC 3966 \xA73 local-number-digits, \xA75.1.3; \xA75.1.2: letters are not mapped to digits)';
  if (found7 !== null && found7 !== ";" && !inNumber) {
    const piece = input2.slice(input2.lastIndexOf(";", offset - 1), offset);
    return piece.includes("=") ? `a parameter value has letters, digits, "-_.!~*'()[]/:&+$" and percent-encodings: percent-encode any other character, ";" and "=" too (RFC 3966 \xA73)` : 'a parameter name has letters, digits and "-" only (RFC 3966 \xA73 pname)';
  }
  return null;
}

// src/grammars/rfc5870/hints.ts
function hint11(e) {
  const { input: input2, offset, found: found7 } = e;
  if (e.rule !== "geo-URI") return null;
  if (offset < 4) return 'a geo URI begins with "geo:" and the coordinates, as in geo:48.2010,16.3695 (RFC 5870 \xA73.3)';
  if (offset === 4 && found7 === "/") return 'a geo URI has no "//": the coordinates follow "geo:" directly, as in geo:48.2010,16.3695 (RFC 5870 \xA73.3)';
  if (offset === 4 && found7 === null) return 'a geo URI has coordinates after "geo:", latitude and longitude, as in geo:48.2010,16.3695 (RFC 5870 \xA73.3)';
  const semicolon = input2.indexOf(";", 4);
  const inCoordinates = semicolon < 0 || offset <= semicolon;
  const commas = (semicolon < 0 ? input2 : input2.slice(0, semicolon)).split(",").length - 1;
  if (found7 === ";" && commas === 0)
    return `the coordinates are separated by ",", not ";" (RFC 5870 \xA73.3; \xA76.4's geo:22.300;-118.44 means geo:22.300,-118.44)`;
  if (found7 === null && commas === 0 && /^geo:-?[0-9]+(\.[0-9]+)?$/i.test(input2))
    return 'a geo URI has at least two coordinates, latitude and longitude, separated by "," (RFC 5870 \xA73.3)';
  if (found7 === " ") return "no spaces in a geo URI (RFC 5870 \xA73.3): write geo:48.2010,16.3695";
  if (inCoordinates && found7 === "+") return 'a coordinate has no "+" sign: north and east are unsigned, south and west take "-" (RFC 5870 \xA72, \xA73.3 num)';
  if (inCoordinates && found7 !== null && /[NSEWnsew°'"]/.test(found7))
    return "coordinates are signed decimal degrees, not N/S/E/W, degrees, minutes or seconds (RFC 5870 \xA72, \xA73.3): south and west are negative";
  if (inCoordinates && found7 === "," && commas > 2) return "a geo URI has two or three coordinates: latitude, longitude and altitude (RFC 5870 \xA73.3)";
  if (offset > 0 && input2[offset - 1] === "." && /[0-9]/.test(input2[offset - 2] ?? "")) return 'a "." in a number needs digits after it (RFC 5870 \xA73.3 pnum = 1*DIGIT [ "." 1*DIGIT ])';
  if (found7 === "?") return 'a geo URI has no query: its parameters follow ";" (RFC 5870 \xA73.3)';
  if (found7 === "#") return 'a "#" fragment is not part of the geo URI (RFC 3986 \xA73.5): check the URI before it';
  if (!inCoordinates && found7 !== null && found7 !== ";") {
    const piece = input2.slice(input2.lastIndexOf(";", offset - 1), offset);
    return piece.includes("=") ? `a parameter value has letters, digits, "-_.!~*'()[]:&+$" and percent-encodings: percent-encode any other character (RFC 5870 \xA73.3, \xA73.5)` : 'a parameter name has letters, digits and "-" only (RFC 5870 \xA73.3 pname = labeltext)';
  }
  return null;
}

// src/grammars/rfc8089/validator.ts
var validator2 = /* @__PURE__ */ createValidator(VALIDATOR12);

// src/grammars/rfc8089/hints.ts
var STANDARD = /* @__PURE__ */ new Set(["file-URI", "file-hier-part", "auth-path", "local-path", "file-auth"]);
function hint12(e) {
  return own4(e) ?? hint3(e);
}
function own4(e) {
  const { input: input2, offset, found: found7, rule } = e;
  if (found7 === "\\") return 'a backslash is no path separator in a file URI (RFC 8089 Appendix E.4): write "/"';
  const form = STANDARD.has(rule) ? nonstandardForm(input2, offset, found7) : null;
  if (form !== null) return validator2.test(input2, `${rule}-F`) ? `${form}; it is valid by Appendix F's nonstandard syntax (rule ${rule}-F)` : form;
  if (found7 === "?") return 'a file URI has no query (RFC 8089 \xA72): percent-encode a "?" of a file name as %3F';
  if (found7 === "#")
    return 'a file URI has no fragment (RFC 8089 \xA72); a fragment identifier follows the URI in a URI reference (RFC 3986 \xA74.1): percent-encode a "#" of a file name as %23';
  if (found7 === null && e.expected.includes('"/"') && !input2.slice(offset - 1).startsWith("/"))
    return 'a file URI has an absolute path, which begins with "/", after a host too (RFC 8089 \xA72: path-absolute): file:///path, file://host/path';
  if (offset < "file:".length && /^(file-URI|file-URI-F|file-scheme)$/.test(rule))
    return 'a file URI begins with its scheme, "file:" (RFC 8089 \xA72: file-scheme, in any case)';
  return null;
}
function nonstandardForm(input2, offset, found7) {
  const before = input2.slice(0, offset);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:$/.test(before) && /^[A-Za-z][:|]/.test(input2.slice(offset)))
    return 'a drive letter right after "file:" is nonstandard (RFC 8089 Appendix E.2): write it after an empty authority, as in file:///c:/path';
  if (found7 === "|") return 'the vertical line in a drive letter is nonstandard (RFC 8089 Appendix E.2.2): write ":" ("c:", not "c|")';
  if (found7 === "/" && /^[A-Za-z][A-Za-z0-9+.-]*:\/\/\/$/.test(before))
    return "a UNC string in the path after an empty authority is nonstandard (RFC 8089 Appendix E.3.2): write the UNC host as the authority, file://host/share (E.3.1)";
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*$/.test(before)) return null;
  if (found7 === "@" || found7 === ":" && /^:[^/@]*@/.test(input2.slice(offset)))
    return 'a file URI has no userinfo (RFC 8089 \xA72: file-auth is "localhost" or a host); Appendix E.1 allows one, nonstandard';
  if (found7 === ":") return 'a file URI has no port (RFC 8089 \xA72: file-auth is "localhost" or a host)';
  return null;
}

// src/grammars/rfc6068/hints.ts
var ITEM_1 = /* @__PURE__ */ new Set(["%", "/", "?", "#", "[", "]", "&", ";", "="]);
function hint13(e) {
  const { input: input2, offset, found: found7 } = e;
  if (offset < "mailto:".length && e.rule === "mailtoURI") return 'a mailto URI begins with "mailto:" (RFC 6068 \xA72), in any case';
  if (found7 === " ") return "a space is written %20 (RFC 6068 \xA75; RFC 3986 \xA72.1)";
  if (found7 !== null && found7.codePointAt(0) > 126)
    return `a non-ASCII character is written as its UTF-8 octets percent-encoded: "${found7}" is ${utf8Escapes(found7)} (RFC 6068 \xA72 items 4, 5)`;
  if (found7 !== null && /[\x00-\x1f\x7f]/.test(found7)) return `a control character is written percent-encoded, ${utf8Escapes(found7)} (RFC 6068 \xA72; a line break in a body is %0D%0A, \xA75)`;
  if (found7 === "#") return 'a mailto URI has no fragment: "#" is written %23 (RFC 6068 \xA72)';
  return inAddress(e) ? addressHint(e) : fieldHint(e);
}
function inAddress(e) {
  if (["addr-spec", "local-part", "domain", "to"].includes(e.rule)) return true;
  return e.rule === "mailtoURI" && !e.input.slice(0, e.offset).includes("?");
}
function addressHint(e) {
  const { found: found7, input: input2, offset } = e;
  if (input2[offset - 1] === "." && found7 !== "%")
    return 'a "." of an address stands between other characters: a trailing or doubled "." is written %2E, as in a quoted local part (RFC 6068 \xA72 item 1; RFC 5322 \xA73.2.3 dot-atom-text)';
  if (found7 === null) return null;
  if (badPercent(e)) return 'a "%" of an address is written %25 (RFC 6068 \xA72 item 1; \xA76.1: gorby%25kremvax@example.com)';
  if (ITEM_1.has(found7)) return `in an address, "${found7}" is written ${utf8Escapes(found7)} (RFC 6068 \xA72 item 1; \xA76.1: unlikely%3Faddress@example.com)`;
  if (found7 === '"') return "a quoted local part is written percent-encoded, its quotes as %22 (RFC 6068 \xA72 item 1; \xA76.2: %22not%40me%22@example.org)";
  if (found7 === ".") return 'a "." of an address stands between other characters: a leading, trailing or doubled "." is written %2E, as in a quoted local part (RFC 6068 \xA72 item 1; RFC 5322 \xA73.2.3 dot-atom-text)';
  if (found7 === "@") return `an address has one "@", the URI's; an "@" in a quoted local part is written %40 (RFC 6068 \xA72 item 1; \xA76.2: %22not%40me%22@example.org)`;
  return `in an address, the characters other than letters, digits, ! $ ' * + - _ ~ and the dots between them are written percent-encoded: "${found7}" is ${utf8Escapes(found7)} (RFC 6068 \xA72 item 1)`;
}
function fieldHint(e) {
  const { found: found7 } = e;
  if (found7 === "?") return 'hfields are separated by "&"; a second "?" is wrong (RFC 6068 \xA76.1), and in an hfvalue it is written %3F (\xA72)';
  if (e.expected.includes('"="')) return 'an hfield is hfname "=" hfvalue (RFC 6068 \xA72): write "subject=" even for an empty value';
  if (found7 === "=") return 'in an hfvalue, "=" is written %3D (RFC 6068 \xA72)';
  if (badPercent(e)) return 'a "%" of an hfname or hfvalue is written %25 (RFC 6068 \xA72)';
  if (found7 !== null) return `in an hfname or hfvalue, "${found7}" is written ${utf8Escapes(found7)} (RFC 6068 \xA72: qchar)`;
  return null;
}

// src/core/diagnosis-text.ts
var work = { units: 0 };
function diagnosis(code, message, start, end, rfc) {
  return { code, message, start, end, rfc };
}
function mistake(code, message, start, end, rfc) {
  return diagnosis(code, message, start, end, rfc);
}
function quote(text2) {
  let s = text2.length > 96 ? text2.slice(0, 60) + text2.slice(-24) : text2;
  s = s.replace(/[\x00-\x1f\x7f]/g, (c) => String.fromCharCode(c === "\x7F" ? 9249 : 9216 + c.charCodeAt(0)));
  const points = [...s];
  if (points.length > 48) s = `${points.slice(0, 30).join("")}\u2026${points.slice(-12).join("")}`;
  return s.includes('"') ? `'${s}'` : `"${s}"`;
}
function charName(c) {
  const cp = c.codePointAt(0);
  const u = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  const named = NAMES[c];
  if (named) return named;
  if (cp < 32 || cp === 127) return `the control character ${u}`;
  if (cp > 126) return `"${c}" (${u})`;
  return `"${c}"`;
}
var NAMES = {
  " ": "a space",
  "	": "a tab",
  "\n": "a line feed",
  "\r": "a carriage return",
  "\0": "a NUL character",
  '"': "a double quote",
  "`": "a backtick"
};
function escapesOf(c) {
  return [...new TextEncoder().encode(c)].map((b) => "%" + b.toString(16).toUpperCase().padStart(2, "0")).join("");
}
function charAt(s, i) {
  return i < s.length ? String.fromCodePoint(s.codePointAt(i)) : "";
}
var URI_START = /[A-Za-z][A-Za-z0-9+.-]*:|\/\/|www\./y;
var URL_START = /[A-Za-z][A-Za-z0-9+.-]*:\/\/|www\./y;
function startsLikeUri(s, at, bracket = false) {
  const re = bracket ? URL_START : URI_START;
  re.lastIndex = at;
  return re.test(s);
}
var CLOSERS = "\"'`)]>}\xBB\u201D\u2019\u203A";
var TRAILING = CLOSERS + ",.;:!?\\";
var OPENERS = "<\"'`\u201C\u2018\xAB\u201E([";
var WRAPPERS = [
  ["<", ">", "angle-brackets"],
  ['"', '"', "quoted"],
  ["'", "'", "quoted"],
  ["`", "`", "quoted"],
  ["\u201C", "\u201D", "quoted"],
  ["\u2018", "\u2019", "quoted"],
  ["\xAB", "\xBB", "quoted"],
  ["\u201E", "\u201C", "quoted"],
  ["(", ")", "bracketed"],
  ["[", "]", "bracketed"]
];
function aroundText(e, cite, validPrefix) {
  const { input: input2, offset } = e;
  const n = input2.length;
  work.units += n;
  if (n === 0) return null;
  const first = charAt(input2, 0);
  let end = n;
  while (end > 1 && ",.;:!?".includes(input2[end - 1])) end--;
  for (const [open, close, code] of OPENERS.includes(first) ? WRAPPERS : []) {
    if (!input2.startsWith(open) || end < open.length + close.length + 1 || !input2.endsWith(close, end)) continue;
    const inner = input2.slice(open.length, end - close.length);
    if (inner.includes(open) && open !== close) continue;
    if (!startsLikeUri(input2, open.length + (open === "<" && /^URL:/i.test(inner) ? 4 : 0), code === "bracketed")) continue;
    if (code === "angle-brackets")
      return mistake(code, `the URI is wrapped in "<" and ">", which delimit a URI in text and are no part of it: remove them${/^URL:/i.test(inner) ? ', and the "URL:" prefix' : ""}`, 0, n, cite.context);
    if (code === "quoted") return mistake(code, `the URI is in quotes (${open}\u2026${close}) from the code or the text around it: remove them`, 0, n, cite.context);
    return mistake(code, `the URI is in brackets (${open}\u2026${close}) from the text around it: remove them`, 0, n, cite.context);
  }
  if (offset === 0 && /^[ \t\u00a0\u3000]/.test(input2)) {
    let k = 0;
    while (k < n && /[ \t\u00a0\u3000]/.test(input2[k])) k++;
    return mistake("leading-space", `white space before the URI, from the text around it: remove it`, 0, k, cite.context);
  }
  const found7 = e.found;
  if (found7 !== null && /^[ \t\u00a0\u3000]$/.test(found7) && /^[ \t\u00a0\u3000]*$/.test(input2.slice(offset)))
    return mistake("trailing-space", `white space after the URI, from the text around it: remove it`, offset, n, cite.context);
  if (offset <= 1 && "<\"'`([\u201C\u2018\xAB\u201E".includes(first) && startsLikeUri(input2, first.length, first === "(" || first === "["))
    return mistake("leading-delimiter", `${charName(first)} before the URI opens a quotation or a bracket of the text around it: the URI begins after it`, 0, first.length, cite.context);
  if (found7 === null) return null;
  const rest = input2.slice(offset);
  if (rest.length <= 4 && [...rest].every((c) => TRAILING.includes(c)) && [...rest].some((c) => CLOSERS.includes(c) || c === "\\")) {
    if (rest.startsWith("\\")) return mistake("escaped-quote", `a backslash at the end, from an escaped quote (\\") of JSON or a string literal around the URI: the URI ends before it`, offset, n, cite.context);
    return mistake("trailing-delimiter", `${quote(rest)} after the URI closes a quotation or a bracket of the text around it: the URI ends before it`, offset, n, cite.context);
  }
  if ((found7 === '"' || found7 === "'") && /^["'] *\/?>|^["'] [a-z-]+=|^["']\)/.test(rest))
    return mistake("markup-after", `${quote(rest.slice(0, Math.min(rest.length, 12)))}\u2026 after the URI is the end of the HTML attribute it was taken from: the URI ends before the quote`, offset, n, cite.context);
  const tag = found7 === "<" ? /^<([A-Za-z][A-Za-z0-9]*)(?=[\s/>]|$)/.exec(rest) : null;
  if (found7 === "<" && (/^<\/[A-Za-z]|^<!--|^<[A-Za-z][A-Za-z0-9]*(?:\s|\/>)/.test(rest) || HTML_TAGS.has(tag?.[1]?.toLowerCase() ?? "")))
    return mistake("markup-after", `HTML markup (${quote(rest.slice(0, Math.min(rest.length, 12)))}\u2026) after the URI: the URI ends before the "<"`, offset, n, cite.context);
  if (rest.startsWith(">`_"))
    return mistake("markup-after", 'the end of a reStructuredText link (`text <URI>`_) after the URI: the URI ends before the ">"', offset, n, cite.context);
  if (rest.startsWith("](") || rest.startsWith(")](") || found7 === "]" && rest.startsWith("][")) {
    return mistake("markdown-link", `Markdown link syntax after the URI ("${rest.slice(0, 3)}\u2026"): a link is [text](URI), and the URI is only what stands in the parentheses`, offset, n, cite.context);
  }
  if (first === "[" && input2.includes("](") && offset < input2.indexOf("]("))
    return mistake("markdown-link", "a Markdown link ([text](URI)): the URI is only what stands in the parentheses", 0, n, cite.context);
  if (found7 === "[" && /^\[[^\]\n]{0,80}\]\(/.test(rest))
    return mistake("markdown-link", `a Markdown link (${quote(rest.slice(0, Math.min(rest.length, rest.indexOf("](") + 2)))}\u2026) after the URI: the URI ends before the "["`, offset, n, cite.context);
  const apostrophe = input2.indexOf("'");
  if (apostrophe > 0 && apostrophe < offset && /^'[,;)\]}+ ]/.test(input2.slice(apostrophe, apostrophe + 2)) && validPrefix(apostrophe))
    return mistake("code-after", `the URI ends at the quote: ${quote(input2.slice(apostrophe, apostrophe + 24))}\u2026 after it is the code around it (the end of a string literal)`, apostrophe, n, cite.context);
  if (found7 === " " && offset > 0 && validPrefix(offset) && /^ +\S+ +\S/.test(rest))
    return mistake("text-after", `the URI ends at the space: ${quote(rest.trim().slice(0, 24))}\u2026 after it is the text around it (a space in the URI itself is written %20, ${cite.encoding})`, offset, n, cite.context);
  return null;
}
var HTML_TAGS = /* @__PURE__ */ new Set(["a", "b", "i", "u", "s", "p", "br", "hr", "em", "strong", "code", "tt", "kbd", "pre", "span", "div", "li", "ul", "ol", "td", "tr", "th", "table", "sup", "sub", "small", "big", "font", "img", "dd", "dt", "dl", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "cite", "var", "samp", "nobr", "wbr", "center", "html", "body", "head", "title"]);
var WINDOW = 512;
var EXPRESSION = /\{[+#./;?&=,!@|]?[A-Za-z0-9_%][A-Za-z0-9_.%-]*(?::[0-9]{1,4}|\*)?(?:,[A-Za-z0-9_%][A-Za-z0-9_.%-]*(?::[0-9]{1,4}|\*)?)*\}/y;
var MUSTACHE = /\{\{[^{}\n]*\}\}/y;
var SHELL = /\$(?:\{[^{}\n]*\}|\([^()\n]*\))/y;
var ANGLE = /<[A-Za-z_][A-Za-z0-9_ .:-]{0,40}>/y;
var BRACKET = /\[[A-Z][A-Z0-9_]*(?:[-.][A-Z0-9_]+)*\]/y;
var RANGE = /\[(?:[0-9]+-[0-9]+|[a-z]-[a-z]|[A-Z]-[A-Z])(?::[0-9]+)?\]/y;
var PRINTF = /%(?:[0-9]+\$)?[-+ 0#]?[0-9]*(?:\.[0-9]+)?(?:l{0,2}[sdiu@]|\([A-Za-z_][A-Za-z0-9_]*\)[sdrf]?)(?![A-Za-z0-9])/y;
var OPTIONAL = /\[(?:[:/?#.@][A-Za-z_][^\][\s]{0,40}|[^\][\s]{1,40}@)\]/y;
function stickyEnd(re, s, at) {
  if (at < 0) return -1;
  re.lastIndex = at;
  const m = re.exec(s);
  work.units += m === null ? 1 : m[0].length;
  return m === null ? -1 : at + m[0].length;
}
function placeholder(e, cite, templates = true) {
  const { input: input2, offset } = e;
  const from = Math.max(0, offset - WINDOW);
  const last = { "$": -1, "{": -1, "%": -1, "<": -1, "[": -1 };
  let left = 5;
  for (let i = Math.min(offset, input2.length - 1); i >= from && left > 0; i--) {
    const c = input2[i];
    if (c in last && last[c] === -1) last[c] = i, left--;
  }
  work.units += offset - from + 1;
  const at = (opener, before = offset) => {
    if (before < from) return -1;
    const i = input2.lastIndexOf(opener, before);
    return i >= from ? i : -1;
  };
  if (last["$"] < 0 && last["{"] < 0 && last["%"] < 0 && last["<"] < 0 && last["["] < 0) return null;
  const contains = (start2, end2) => start2 >= 0 && end2 > offset;
  let start = at("${");
  let end = stickyEnd(SHELL, input2, start);
  if (!contains(start, end)) end = stickyEnd(SHELL, input2, start = at("$("));
  if (contains(start, end)) {
    const text2 = input2.slice(start, end);
    return mistake("shell-placeholder", `${quote(text2)} is a placeholder of a shell or JavaScript template string that was never filled in: substitute its value`, start, end, cite.encoding);
  }
  if (e.found === "{" && input2[offset - 1] === "$" && input2.indexOf("}", offset) < 0)
    return mistake("shell-placeholder", `${quote(input2.slice(offset - 1, offset + 24))}\u2026 begins a placeholder of a shell or JavaScript template string, cut off before its "}": the URL was taken from code that builds it`, offset - 1, input2.length, cite.encoding);
  start = at("{{");
  if (start >= 0 && start === at("{{", offset - 1) && input2[start - 1] === "{") start--;
  end = stickyEnd(MUSTACHE, input2, start);
  if (contains(start, end))
    return mistake("mustache-placeholder", `${quote(input2.slice(start, end))} is a placeholder of a text template (Mustache, Handlebars, Jinja) that was never filled in: substitute its value`, start, end, cite.encoding);
  start = templates ? at("{") : -1;
  end = stickyEnd(EXPRESSION, input2, start);
  if (contains(start, end)) {
    const where2 = cite.templates ? `check the template with --grammar ${cite.templates}` : "check it as a template";
    return mistake("template-expression", `${quote(input2.slice(start, end))} is a placeholder in braces, an expression of a URI Template (or a field of a format string): fill it in before using the URI, or ${where2}`, start, end, "RFC 6570 \xA72.2");
  }
  for (const pct of [at("%"), at("%", offset - 1), at("%", offset - 2)]) {
    end = stickyEnd(PRINTF, input2, pct);
    if (!contains(pct, end) || /^%[0-9A-Fa-f]{2}/.test(input2.slice(pct, pct + 3)) || /[A-Za-z0-9]/.test(input2[pct - 1] ?? "")) continue;
    return mistake("printf-placeholder", `${quote(input2.slice(pct, end))} is a printf-style placeholder that was never filled in: substitute its value (a literal "%" is written %25)`, pct, end, cite.encoding);
  }
  start = at("<");
  end = stickyEnd(ANGLE, input2, start);
  if (contains(start, end))
    return mistake("angle-placeholder", `${quote(input2.slice(start, end))} is a placeholder of documentation: replace it, brackets and all, with the value it stands for`, start, end, cite.context);
  start = at("[");
  end = stickyEnd(OPTIONAL, input2, start);
  if (contains(start, end))
    return mistake("optional-part", `${quote(input2.slice(start, end))} marks an optional part in the syntax of documentation: leave it out, or write what it stands for without the brackets`, start, end, cite.context);
  end = stickyEnd(RANGE, input2, start);
  if (contains(start, end))
    return mistake("range-pattern", `${quote(input2.slice(start, end))} is a range pattern (curl's URL globbing, a character class), not URI syntax: expand it into the URIs it stands for`, start, end, cite.context);
  end = stickyEnd(BRACKET, input2, start);
  if (contains(start, end) && end - start > 3)
    return mistake("bracket-placeholder", `${quote(input2.slice(start, end))} is a placeholder of documentation: replace it, brackets and all, with the value it stands for`, start, end, cite.context);
  return null;
}
function escapeSequence(e, cite) {
  const { input: input2, offset } = e;
  if (e.found !== "\\") return null;
  const next = input2[offset + 1];
  if (next === "/" && input2.startsWith(":\\/\\/", offset - 1))
    return mistake("escape-sequence", 'JSON escapes "/" as "\\/" (as in "http:\\/\\/"): read the URI out of the JSON string, which unescapes it', offset, offset + 2, cite.context);
  if (next === "/") return mistake("escape-sequence", `"\\/" is JSON's escape of "/": read the URI out of the JSON string, which unescapes it`, offset, offset + 2, cite.context);
  if (next === '"' || next === "'")
    return mistake("escaped-quote", `an escaped quote (\\${next}) of a string literal or JSON around the URI: the URI ends before it`, offset, input2.length, cite.context);
  if (next !== void 0 && "ntr0".includes(next))
    return mistake("escape-sequence", `"\\${next}" is the escape of a ${next === "t" ? "tab" : next === "0" ? "NUL" : "line break"} in a string literal, left as two characters: the URI ends before it`, offset, offset + 2, cite.context);
  if (next === "$" || next === "`")
    return mistake("escape-sequence", `"\\${next}" is an escape of a JavaScript template literal, left in the text: the URL was taken from the code that builds it`, offset, offset + 2, cite.context);
  if ((next === "f" || next === "m") && /^\\[fm](?:\[[^\]\n]*\]|\(..|[A-Z0-9])/.test(input2.slice(offset, offset + 24)))
    return mistake("escape-sequence", `"${input2.slice(offset, offset + 3)}\u2026" is a font or colour escape of a man page (roff), left in the text: the URI ends before it`, offset, input2.length, cite.context);
  if (next === "u" && /^\\u[0-9A-Fa-f]{4}/.test(input2.slice(offset, offset + 6)))
    return mistake("escape-sequence", `"${input2.slice(offset, offset + 6)}" is the escape of a character in a string literal or JSON, left as text: unescape the string first`, offset, offset + 6, cite.context);
  return null;
}
function lookalike(e, cite) {
  const { input: input2, offset, found: found7 } = e;
  if (found7 === null) return null;
  const cp = found7.codePointAt(0);
  const end = offset + found7.length;
  if ("\u201C\u201D\u2018\u2019\u201E\u201A\xAB\xBB\u2039\u203A".includes(found7))
    return mistake("typographic-quote", `a typographic quote (${charName(found7)}) from a word processor or a web page: it is no part of the URI`, offset, end, cite.context);
  if (cp === 160) return mistake("no-break-space", "a no-break space (U+00A0, HTML &nbsp;) copied from a web page or a word processor: remove it, or write a space that belongs to the URI as %20", offset, end, cite.encoding);
  if (cp === 8203 || cp === 8204 || cp === 8205 || cp === 8288 || cp === 173 || cp === 65279 && offset > 0)
    return mistake("invisible-character", `an invisible ${cp === 173 ? "soft hyphen" : "zero-width character"} (${charName(found7)}), copied from a web page: remove it`, offset, end, cite.nonAscii);
  if (cp === 65279) return mistake("invisible-character", "a byte order mark (U+FEFF) before the URI, from the file it was read from: remove it", offset, end, cite.nonAscii);
  if (cp === 65533)
    return mistake("replacement-character", "U+FFFD stands for a character lost when the text was decoded in the wrong encoding: read the text in its own encoding, and percent-encode the character as UTF-8", offset, end, cite.nonAscii);
  if ((cp === 195 || cp === 194 || cp === 226) && offset + 1 < input2.length) {
    const bytes = [...input2.slice(offset, offset + (cp === 226 ? 3 : 2))].map((c) => WINDOWS_1252[c] ?? c.codePointAt(0));
    const decoded = bytes.every((b) => b <= 255) ? new TextDecoder("utf-8", { fatal: false }).decode(Uint8Array.from(bytes)) : "";
    if (decoded.length === 1 && decoded !== "\uFFFD")
      return mistake("mojibake", `${quote(input2.slice(offset, offset + bytes.length))} is UTF-8 read as Latin-1 (mojibake) for "${decoded}": read the text as UTF-8, and percent-encode "${decoded}" as ${escapesOf(decoded)}`, offset, offset + bytes.length, cite.nonAscii);
  }
  if (cp === 8230) return mistake("ellipsis", "an ellipsis (\u2026): the URI was shortened for display, and the rest of it is lost; take the whole URI from its source", offset, end, cite.context);
  if (cp >= 8208 && cp <= 8213) return mistake("typographic-dash", `a typographic dash (${charName(found7)}) where a hyphen "-" was meant, as word processors replace them`, offset, end, cite.nonAscii);
  if (cp >= 65281 && cp <= 65374 || cp === 12288) {
    const ascii = cp === 12288 ? " " : String.fromCharCode(cp - 65248);
    return mistake("fullwidth-character", `a full-width ${charName(found7)} where "${ascii}" was meant (an East Asian input method types them)`, offset, end, cite.nonAscii);
  }
  if (found7 === "\n" || found7 === "\r" && offset < input2.length - 1)
    return mistake("line-break", "a line break inside the URI: it was wrapped across lines; join the lines", offset, end, cite.context);
  if (found7 === "\r") return mistake("carriage-return", "a carriage return at the end: the line ending of a Windows (CRLF) file, no part of the URI", offset, end, cite.context);
  return null;
}
var WINDOWS_1252 = Object.fromEntries(
  [..."\u20AC\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u017D\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u017E\u0178"].map((c, i) => [c, [128, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 142, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 158, 159][i]])
);

// src/grammars/rfc3986/diagnoses.ts
var RFC3986_SECTIONS = {
  name: "RFC 3986",
  rules: "RFC 3986 Appendix A",
  context: "RFC 3986 Appendix C",
  encoding: "RFC 3986 \xA72.1",
  nonAscii: "RFC 3986 \xA72.5",
  templates: "rfc6570",
  scheme: "RFC 3986 \xA73.1",
  authority: "RFC 3986 \xA73.2",
  userinfo: "RFC 3986 \xA73.2.1",
  host: "RFC 3986 \xA73.2.2",
  port: "RFC 3986 \xA73.2.3",
  path: "RFC 3986 \xA73.3",
  query: "RFC 3986 \xA73.4",
  fragment: "RFC 3986 \xA73.5",
  relative: "RFC 3986 \xA74.2",
  absolute: "RFC 3986 \xA74.3",
  ipLiteral: "RFC 3986 \xA73.2.2"
};
function found(code, message, start, end, rfc) {
  return diagnosis(code, message, start, end, rfc);
}
var KINDS = {
  "URI-reference": "reference",
  URI: "reference",
  "absolute-URI": "reference",
  "relative-ref": "reference",
  "hier-part": "hier-part",
  "relative-part": "hier-part",
  scheme: "scheme",
  authority: "authority",
  userinfo: "userinfo",
  host: "host",
  "reg-name": "host",
  port: "port",
  "IP-literal": "ip-literal",
  IPvFuture: "ipvfuture",
  IPv6address: "ipv6",
  IPv6addrz: "ipv6",
  h16: "ipv6",
  ls32: "ipv6",
  IPv4address: "ipv4",
  "dec-octet": "ipv4",
  path: "path",
  "path-abempty": "path",
  "path-absolute": "path",
  "path-noscheme": "path",
  "path-rootless": "path",
  "path-empty": "path",
  segment: "path",
  "segment-nz": "path",
  "segment-nz-nc": "path",
  query: "query",
  fragment: "fragment",
  "pct-encoded": "pct-encoded"
};
function kindOf(rule) {
  const own7 = KINDS[rule];
  if (own7) return own7;
  const uri = rule.replace(/^i(?=[a-z])/, "").replace(/IRI/, "URI");
  return KINDS[uri] ?? "character";
}
var RFC3986_PROFILE = {
  sections: RFC3986_SECTIONS,
  valid: (input2, rule) => validator.test(input2, rule),
  kindOf,
  absolute: /* @__PURE__ */ new Set(["URI", "absolute-URI"]),
  relative: /* @__PURE__ */ new Set(["relative-ref"]),
  noFragment: /* @__PURE__ */ new Set(["absolute-URI"]),
  beyondAscii: asciiOnly,
  zone: noZones
};
function diagnose(e) {
  return diagnoseWith(e, RFC3986_PROFILE);
}
function diagnoseWith(e, p) {
  const kind = p.kindOf(e.rule);
  const s = p.sections;
  const whole = kind === "reference" || kind === "hier-part";
  const validPrefix = (n) => whole && p.valid(e.input.slice(0, n), e.rule);
  return aroundText(e, s, validPrefix) ?? placeholder(e, s) ?? escapeSequence(e, s) ?? lookalike(e, s) ?? p.own?.(e) ?? byRule(e, kind, p);
}
function byRule(e, kind, p) {
  const { input: input2 } = e;
  const all = { start: 0, end: input2.length };
  switch (kind) {
    case "reference":
      return reference(e, p, 0);
    case "hier-part":
      return reference(e, p, -1);
    case "scheme":
      return schemeRule(e, p);
    case "authority":
      return authority(e, all, p, null);
    case "userinfo":
      if (e.found === "@") return atInComponent(e, "user information", p.sections.userinfo);
      return character(e, "user information", p.sections.userinfo, all, p);
    case "host":
      return hostRule(e, p);
    case "port":
      return port(e, all, p, null, null) ?? character(e, "port", p.sections.port, all, p);
    case "ip-literal":
      return input2.startsWith("[") ? ipLiteral(e, all, p, null) : beyondRule(e, p, "an IP literal, in brackets");
    case "ipv6":
      return ipv6(e, all, p) ?? beyondRule(e, p, "an IPv6 address");
    case "ipvfuture":
      return ipvFuture(e, all, p.sections);
    case "ipv4":
      return ipv4(e, all, p.sections) ?? beyondRule(e, p, "an IPv4 address");
    case "path":
      return pathRule(e, p);
    case "query":
      return character(e, "query", p.sections.query, all, p);
    case "fragment":
      return character(e, "fragment", p.sections.fragment, all, p);
    case "pct-encoded":
      return percent(e, p.sections) ?? beyondRule(e, p, "one percent-encoded octet");
    case "character":
      return beyondRule(e, p, "one character");
  }
}
function beyondRule(e, p, what) {
  const { input: input2, offset } = e;
  if (offset === 0 || offset >= input2.length || !p.valid(input2.slice(0, offset), e.rule)) return null;
  return found("more-than-the-rule", `the rule ${e.rule} is ${what}, and ${quote(input2.slice(0, offset))} is a whole one: ${quote(input2.slice(offset))} after it is no part of it`, offset, input2.length, p.sections.rules);
}
function firstOf(s, chars, from = 0) {
  const n = s.length;
  for (let i = from; i < n; i++) {
    const c = s.charCodeAt(i);
    if ((c === 35 || c === 47 || c === 58 || c === 63) && chars.includes(s[i])) return work.units += i - from + 1, i;
  }
  work.units += n - from + 1;
  return n;
}
var SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
function reference(e, p, from) {
  const { input: input2, offset, rule } = e;
  work.units += input2.length;
  const s = p.sections;
  const n = input2.length;
  if (from === 0 && (/^[A-Za-z]:\\/.test(input2) || /^\\\\[^\\]/.test(input2))) {
    const unc = input2.startsWith("\\\\");
    const path3 = input2.replace(/\\/g, "/");
    const fix = unc ? `file:${path3}` : `file:///${path3}`;
    return found("windows-path", `a Windows file path, not a URI: as a file URI it is ${quote(fix)} (RFC 8089 Appendix E.2), with any space or "%" in it percent-encoded`, 0, n, "RFC 8089 \xA72");
  }
  if (from === 0 && offset === 0 && /^\[[0-9A-Fa-f:.vV%]+\](?::[0-9]*)?(?:[/?#]|$)/.test(input2))
    return found("host-without-slashes", `${quote(input2.slice(0, input2.indexOf("]") + 1))} is a host: in a reference, a host follows "//" (${quote("//" + input2)}), or a scheme and "://" (${quote("http://" + input2)})`, 0, input2.indexOf("]") + 1, s.authority);
  const k = from === 0 ? firstOf(input2, ":/?#") : -1;
  const colon = k >= 0 && k < n && input2[k] === ":" ? k : -1;
  const scheme = colon > 0 ? input2.slice(0, colon) : null;
  const schemed = scheme !== null && SCHEME.test(scheme);
  if (colon >= 0 && !schemed && offset <= colon) {
    const first = input2.slice(0, colon);
    if (first === "") {
      if (input2.startsWith("://")) return found("missing-scheme", 'the scheme is missing before "://": a URI begins with one, such as "https"', 0, 1, s.scheme);
      return found("colon-in-first-segment", `the reference begins with ":", which ends a scheme that is not there: take the ":" out, or write ${quote("./" + input2.slice(0, firstOf(input2, "/?#")))} for a relative path`, 0, 1, s.relative);
    } else if (first.includes("@") && !input2.startsWith("//", colon + 1)) {
      const fixed = `ssh://${first}/${input2.slice(colon + 1).replace(/^\//, "")}`;
      return found("scp-like", `${quote(input2)} is the scp-like syntax of git and ssh (user@host:path), not a URI: as a URI it is ${quote(fixed)}`, 0, colon + 1, s.authority);
    } else if (input2.startsWith("//", colon + 1)) {
      const why = /^[A-Za-z]/.test(first) ? `it has ${charName([...first].find((c) => !/[A-Za-z0-9+.-]/.test(c)) ?? first[0])}` : "it does not begin with a letter";
      return found("scheme-syntax", `${quote(first)} is not a scheme: ${why}, and a scheme is a letter then letters, digits, "+", "-" and "."`, 0, colon, s.scheme);
    } else if (offset === colon || !/[ "<>\\^`{|}%]/.test(first)) {
      const segment = input2.slice(0, firstOf(input2, "/?#"));
      return found("colon-in-first-segment", `${quote(first)} before the ":" is not a scheme (a letter, then letters, digits, "+", "-", "."; ${s.scheme}), so ${quote(segment)} is the first segment of a relative path, which may not hold a ":": write ${quote(`./${segment}`)} for a path`, 0, colon + 1, s.relative);
    }
  }
  if (schemed && p.relative.has(rule) && offset <= colon)
    return found("scheme-in-relative-ref", `${quote(scheme + ":")} begins a URI, and a relative reference has no scheme: check it by a rule that takes URIs${input2.startsWith("//", colon + 1) ? "" : `, or, for a path whose first segment holds the ":", write ${quote("./" + input2.slice(0, firstOf(input2, "/?#")))}`}`, 0, colon + 1, s.relative);
  if (from === 0 && p.absolute.has(rule) && !schemed && offset <= Math.max(colon, k)) return missingScheme(e, s);
  if (schemed && (input2[colon + 1] === "\\" || input2.startsWith("/\\", colon + 1))) {
    let end = colon + 1;
    while (end < n && (input2[end] === "\\" || input2[end] === "/")) end++;
    if (offset > colon && offset <= end)
      return found("backslash-for-slash", `backslashes where a URI has slashes: write ${quote(input2.slice(0, colon + 1) + input2.slice(colon + 1).replace(/\\/g, "/"))} (WHATWG URL parsers read "\\" as "/" in http(s) URLs, RFC 3986 does not)`, colon + 1, end, s.authority);
  }
  const after = colon + 1;
  let at = after;
  if (input2.startsWith("//", after)) {
    const end = firstOf(input2, "/?#", after + 2);
    const a = { start: after + 2, end };
    if (offset >= a.start && offset <= a.end) {
      const d = p.opaqueAuthority ? character(e, "authority", s.authority, a, p) : authority(e, a, p, schemed ? scheme.toLowerCase() : null);
      if (d) return d;
    }
    at = end;
  }
  const q = firstOf(input2, "?#", at);
  const h = input2.indexOf("#", at);
  if (p.noFragment.has(rule) && h >= 0 && offset === h)
    return found("fragment-in-absolute-uri", `the rule ${rule} has no fragment: ${quote(input2.slice(h))} is one; check the reference as a URI, or take the fragment off (a base URI has none)`, h, n, s.absolute);
  if (offset <= q || q === n) return character(e, "path", s.path, { start: at, end: q }, p);
  if (h < 0 || offset <= h) return character(e, "query", s.query, { start: q + 1, end: h < 0 ? n : h }, p);
  return character(e, "fragment", s.fragment, { start: h + 1, end: n }, p);
}
function missingScheme(e, s) {
  const { input: input2, rule } = e;
  const n = input2.length;
  if (input2.startsWith("//"))
    return found("missing-scheme", `${quote(input2.slice(0, 24))} is a network-path reference, without a scheme: the rule ${rule} needs one, as in ${quote("https:" + input2.slice(0, 40))}`, 0, Math.min(n, 2), s.absolute);
  const name = input2.slice(0, firstOf(input2, ":/?#"));
  if (/^(?:www\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(name) && /[A-Za-z]/.test(name.slice(name.lastIndexOf("."))))
    return found("missing-scheme", `${quote(name)} is a host name without a scheme: the rule ${rule} needs one, as in ${quote("https://" + input2.slice(0, 40))}`, 0, name.length, s.absolute);
  return found("missing-scheme", `a relative reference: the rule ${rule} begins with a scheme and ":" (such as "https:"); resolve the reference against a base URI (RFC 3986 \xA75.2) to make a URI of it`, 0, Math.min(n, Math.max(1, name.length)), s.absolute);
}
function schemeRule(e, p) {
  const { input: input2, offset, found: c } = e;
  if (c === ":" && offset === input2.length - 1) return found("more-than-the-rule", `the rule scheme is the name alone: the ":" after ${quote(input2.slice(0, offset))} is no part of it`, offset, input2.length, p.sections.scheme);
  if (input2 === "") return null;
  const why = /^[A-Za-z]/.test(input2) ? `${charName(c ?? "")} is not one of its characters` : "it does not begin with a letter";
  if (c === null) return null;
  return found("scheme-syntax", `${quote(input2)} is not a scheme: ${why}; a scheme is a letter then letters, digits, "+", "-" and "."`, 0, input2.length, p.sections.scheme);
}
function hostRule(e, p) {
  const { input: input2, offset } = e;
  const all = { start: 0, end: input2.length };
  if (input2.startsWith("[")) return ipLiteral(e, all, p, null);
  const colon = input2.indexOf(":");
  if (colon >= 0 && offset >= colon) {
    if (unbracketedIPv6(input2)) return found("ipv6-unbracketed", `an IPv6 address in a host is written in brackets: ${quote(`[${input2}]`)}`, 0, input2.length, p.sections.ipLiteral ?? p.sections.host);
    if (/^[0-9]*$/.test(input2.slice(colon + 1)))
      return found("more-than-the-rule", `the rule ${e.rule} is the host alone: ${quote(input2.slice(colon))} is a port, which the authority adds after the host`, colon, input2.length, p.sections.port);
  }
  return host(e, all, p);
}
function pathRule(e, p) {
  const { input: input2, offset, rule } = e;
  const s = p.sections;
  if (e.found === ":" && /noscheme|nc$/.test(rule))
    return found("colon-in-first-segment", `the first segment of a relative path may not hold a ":", which would read as the end of a scheme: write ${quote("./" + input2)}`, 0, offset + 1, s.relative);
  if (e.found === "/" && offset === 1 && input2.startsWith("//") && /absolute/.test(rule))
    return found("more-than-the-rule", 'a path that begins with "//" would read as an authority: a path-absolute begins with one "/" (write "/." before a path that must begin with "//")', 0, 2, s.path);
  if (e.found === "/" && offset === 0 && /rootless|noscheme|segment/.test(rule))
    return found("more-than-the-rule", `the rule ${rule} does not begin with "/": ${/segment/.test(rule) ? 'a segment holds no "/"' : "it is a path without a root"}`, 0, 1, s.path);
  if (e.found === "/" && /segment/.test(rule))
    return found("more-than-the-rule", `the rule ${rule} is one segment, and a segment holds no "/": percent-encode a "/" inside it as %2F`, offset, offset + 1, s.path);
  if (e.found !== null && /empty/.test(rule)) return found("more-than-the-rule", "the rule path-empty is the empty path: it has no characters", 0, input2.length, s.path);
  return character(e, "path", s.path, { start: 0, end: input2.length }, p);
}
function authority(e, a, p, scheme) {
  const { input: input2, offset } = e;
  const s = p.sections;
  const n = input2.length;
  const text2 = input2.slice(a.start, a.end);
  work.units += 2 * text2.length;
  const firstAt = text2.indexOf("@");
  const lastAt = text2.lastIndexOf("@");
  if (firstAt >= 0 && lastAt > firstAt) {
    const second = a.start + text2.indexOf("@", firstAt + 1);
    if (offset === second)
      return found("second-at", `a second "@" in the authority: the user information ends at the last one, and holds no "@" itself; percent-encode the first as %40 (${quote(input2.slice(a.start, second).replace(/@/g, "%40"))})`, a.start + firstAt, second + 1, s.userinfo);
  }
  const hostStart = lastAt >= 0 ? a.start + lastAt + 1 : a.start;
  if (lastAt >= 0 && offset < hostStart) return character(e, "user information", s.userinfo, { start: a.start, end: hostStart - 1 }, p);
  if (offset === a.end && a.end < n && "/?#".includes(input2[a.end])) {
    const stop = firstOf(input2, "/?#", a.end + 1);
    const at = input2.indexOf("@", a.end + 1);
    if (at >= 0 && at < stop) {
      const d = input2[a.end];
      return found("delimiter-in-userinfo", `the ${quote(d)} ends the authority, but the "@" after it shows that it is part of the user information (a password?): percent-encode it as ${escapesOf(d)}`, a.end, a.end + 1, s.userinfo);
    }
  }
  const userinfo2 = lastAt >= 0 ? text2.slice(0, lastAt) : null;
  if (input2[hostStart] === "[") return ipLiteral(e, { start: hostStart, end: a.end }, p, scheme, userinfo2);
  const colonAt = input2.indexOf(":", hostStart);
  const colon = colonAt >= 0 && colonAt < a.end ? colonAt : -1;
  const hostEnd = colon >= 0 ? colon : a.end;
  if (offset < hostEnd || offset === hostEnd && colon < 0 && offset < a.end) return host(e, { start: hostStart, end: hostEnd }, p);
  const hostport = input2.slice(hostStart, a.end);
  if (unbracketedIPv6(hostport))
    return found("ipv6-unbracketed", `an IPv6 address in a URI is written in brackets: ${quote(input2.slice(0, hostStart) + "[" + hostport.replace(/%(?!25)/, "%25") + "]" + input2.slice(a.end))}`, hostStart, a.end, s.ipLiteral ?? s.host);
  if (colon >= 0) return port(e, { start: colon + 1, end: a.end }, p, scheme, userinfo2);
  return null;
}
function unbracketedIPv6(hostport) {
  const pct = hostport.indexOf("%");
  const address = pct < 0 ? hostport : hostport.slice(0, pct);
  return /^[0-9A-Fa-f:.]+$/.test(address) && (address.includes("::") || address.split(":").length >= 7) && /[0-9A-Fa-f]/.test(address);
}
var SERVICES = {
  http: 80,
  https: 443,
  ftp: 21,
  ssh: 22,
  telnet: 23,
  smtp: 25,
  domain: 53,
  dns: 53,
  gopher: 70,
  pop3: 110,
  nntp: 119,
  imap: 143,
  ldap: 389,
  ldaps: 636,
  rtsp: 554,
  sip: 5060,
  mysql: 3306,
  postgres: 5432,
  postgresql: 5432,
  redis: 6379,
  amqp: 5672,
  mongodb: 27017,
  ws: 80,
  wss: 443,
  git: 9418,
  irc: 194,
  xmpp: 5222,
  rsync: 873,
  socks: 1080
};
var SCP_SCHEMES = /* @__PURE__ */ new Set(["ssh", "git", "git+ssh", "ssh+git", "sftp", "scp"]);
function port(e, t, p, scheme, userinfo2) {
  const { input: input2, offset } = e;
  const s = p.sections;
  const text2 = input2.slice(t.start, t.end);
  work.units += text2.length;
  if (offset < t.start || /^[0-9]*$/.test(text2)) return null;
  const colon = t.start > 0 && input2[t.start - 1] === ":" ? t.start - 1 : t.start;
  const shown = quote(text2);
  if (/^-[0-9]+$/.test(text2)) return found("port-negative", `${shown} is not a port: a port is a non-negative number, written in digits alone`, t.start, t.end, s.port);
  const digits = /^[0-9]+/.exec(text2)?.[0].length ?? 0;
  const tail = text2.slice(digits);
  if (digits > 0 && /^["'`)\]>}»”’.,;:!?]+$/.test(tail) && !tail.startsWith(":"))
    return found("stray-after-port", `a stray ${quote(tail)} after the port ${text2.slice(0, digits)}, from the text around the URI: the URI ends before it`, t.start + digits, t.end, s.port);
  if (/^(?:\$[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_-]*)$/.test(text2) && (/port/i.test(text2) || /^[A-Z][A-Z0-9_]*$/.test(text2) || text2.startsWith("$") || /^(?:x+|n+)$/i.test(text2)))
    return found("port-placeholder", `${shown} stands for the port number: write the number (a port is digits alone, such as 8080)`, t.start, t.end, s.port);
  const next = input2[t.end];
  if (/^[A-Za-z][A-Za-z0-9._~-]*$/.test(text2) && next === "/" && (SCP_SCHEMES.has(scheme ?? "") || userinfo2 === "git")) {
    const fixed = input2.slice(0, colon) + "/" + input2.slice(t.start);
    return found("scp-like", `${quote(input2.slice(colon, Math.min(input2.length, t.end + 16)))} is the scp-like syntax of git and ssh (host:path), not a port: in a URI the path follows the host after a "/", as in ${quote(fixed)}`, colon, t.end, s.port);
  }
  const service = SERVICES[text2.toLowerCase()];
  if (service !== void 0)
    return found("port-service-name", `${shown} is the name of a service, and a port is its number: for ${text2.toLowerCase()} that is ${service}`, t.start, t.end, s.port);
  if (/^[0-9oOlI]+$/.test(text2) && digits > 0)
    return found("port-not-a-number", `the port ${shown} is not a number: ${/[oO]/.test(text2) ? 'the letter "o" for the digit "0"?' : 'the letter "l" or "I" for the digit "1"?'} A port is digits alone`, t.start, t.end, s.port);
  if (text2.includes(":"))
    return found("port-second-colon", `${colon < t.start ? 'a second ":" after the host: the port after the first one is digits alone, and ' : ""}${shown} is not a port${colon < t.start ? "" : ': a port holds no ":", only digits'}`, colon, t.end, s.port);
  if (offset < t.end) {
    const d = character(e, "port", s.port, t, p);
    if (d) return d;
  }
  return found("port-not-a-number", `the port ${shown} is not a number: a port is digits alone`, t.start, t.end, s.port);
}
function host(e, h, p) {
  const { input: input2, offset, found: c } = e;
  const s = p.sections;
  if (c === "\\" && offset > h.start)
    return found("backslash", `a backslash after the host ${quote(input2.slice(h.start, offset))}: a path begins with "/", not "\\" (WHATWG URL parsers read "\\" as "/" in http(s) URLs, RFC 3986 does not)`, offset, offset + 1, s.path);
  if (c === "[" || c === "]") {
    if (s.ipLiteral === null)
      return found("brackets-outside-host", `${charName(c)} in the host: IPv6 literals in brackets came with RFC 2732 and RFC 3986 \xA73.2.2, after this grammar; write an IPv4 address or a host name`, offset, offset + 1, s.host);
    return found("brackets-outside-host", `${charName(c)} inside the host: brackets enclose a whole IP literal host ("[2001:db8::1]"), nothing else`, offset, offset + 1, s.ipLiteral);
  }
  if (c === "@") return atInComponent(e, "host", s.host);
  return character(e, "host", s.host, h, p);
}
function atInComponent(e, component, section) {
  return found("at-in-component", `an "@" in the ${component}: in an authority it ends the user information; percent-encode one that belongs to the ${component} as %40`, e.offset, e.offset + 1, section);
}
function ipLiteral(e, h, p, scheme, userinfo2 = null) {
  const { input: input2, offset } = e;
  const s = p.sections;
  const closeAt = input2.indexOf("]", h.start);
  const close = closeAt >= 0 && closeAt < h.end ? closeAt : -1;
  work.units += h.end - h.start;
  if (s.ipLiteral === null)
    return found("brackets-outside-host", `an IP literal in brackets: they came with RFC 2732 and RFC 3986 \xA73.2.2, after this grammar, which has no IPv6 addresses; write an IPv4 address or a host name`, h.start, close >= 0 ? close + 1 : h.end, s.host);
  if (close < 0) {
    if (offset >= h.end || e.found === null || offset === h.end - 1 || !/[0-9A-Fa-fvV:.%\]]/.test(e.found))
      return found("unclosed-ip-literal", `the "[" of the IP literal ${quote(input2.slice(h.start, h.end))} is not closed: add the "]"`, h.start, h.end, s.ipLiteral);
  }
  const end = close >= 0 ? close : h.end;
  const literal2 = { start: h.start, end: close >= 0 ? close + 1 : h.end };
  if (close >= 0 && offset > close) {
    if (input2[close + 1] === ":") return port(e, { start: close + 2, end: h.end }, p, scheme, userinfo2);
    return found("after-ip-literal", `${quote(input2.slice(close + 1, h.end))} after the IP literal: after the "]" comes ":" and the port, or the end of the authority`, close + 1, h.end, s.ipLiteral);
  }
  const text2 = input2.slice(h.start + 1, end);
  if (text2 === "" && close >= 0) return found("empty-ip-literal", 'empty brackets: an IP literal holds an IPv6 address, such as "[::1]"', h.start, close + 1, s.ipLiteral);
  if (/^[vV]/.test(text2)) return ipvFuture(e, { start: h.start + 1, end }, s, literal2);
  const pct = text2.indexOf("%");
  if (pct >= 0 && offset >= h.start + 1 + pct) return p.zone(e, literal2, h.start + 1 + pct, p);
  if (/^[0-9]{1,3}(?:\.[0-9]{1,3}){3}$/.test(text2))
    return found("ipv4-in-brackets", `an IPv4 address is written without brackets: ${quote(text2)}; brackets enclose an IPv6 address (or IPvFuture)`, h.start, literal2.end, s.ipLiteral);
  if (/[G-Zg-z_]/.test(text2) && !text2.includes(":"))
    return found("name-in-brackets", `${quote(text2)} is a name, not an IP address: write a host name without brackets, which enclose an IPv6 address (or IPvFuture) only`, h.start, literal2.end, s.ipLiteral);
  return ipv6(e, { start: h.start + 1, end: pct >= 0 ? h.start + 1 + pct : end }, p, literal2) ?? (close < 0 ? found("unclosed-ip-literal", `the "[" of the IP literal ${quote(input2.slice(h.start, h.end))} is not closed: add the "]"`, h.start, h.end, s.ipLiteral) : null);
}
function ipvFuture(e, t, s, literal2 = t) {
  const { input: input2 } = e;
  const text2 = input2.slice(t.start, t.end);
  const rfc = s.ipLiteral ?? s.host;
  const needs = 'IPvFuture needs "v", a version in hex digits and a "." before the address, as in "[v1.x]"';
  const m = /^[vV]([0-9A-Fa-f]*)(.?)/.exec(text2);
  if (m === null) return found("ipvfuture", `${needs}: ${quote(text2)} does not begin with "v"`, literal2.start, literal2.end, rfc);
  const version = m[1];
  if (version === "") return found("ipvfuture", `${needs}: ${quote(text2)} has ${m[2] === "." ? 'no version between "v" and "."' : m[2] === "" ? 'nothing after the "v"' : `${charName(m[2])} where the version's hex digits go`}`, literal2.start, literal2.end, rfc);
  if (m[2] !== ".") return found("ipvfuture", `${needs}: ${quote(text2)} has no "." after its version`, literal2.start, literal2.end, rfc);
  const address = text2.slice(2 + version.length);
  if (address === "") return found("ipvfuture", `${needs}: ${quote(text2)} has no address after the "."`, literal2.start, literal2.end, rfc);
  const bad = /[^A-Za-z0-9._~!$&'()*+,;=:-]/.exec(address);
  if (bad) {
    const at = t.start + 2 + version.length + bad.index;
    return found("ipvfuture", `${charName(bad[0])} in the IPvFuture address ${quote(text2)}: after "v${version}." come letters, digits, "-._~", sub-delims and ":" only, no percent-encoding`, Math.min(at, e.offset), at + 1, rfc);
  }
  return null;
}
function within(offset, precise, around) {
  return precise.start <= offset ? precise : around;
}
function ipv6(e, t, p, literal2 = t) {
  const { input: input2, offset } = e;
  const s = p.sections;
  const rfc = s.ipLiteral ?? s.host;
  const text2 = input2.slice(t.start, t.end);
  work.units += 3 * text2.length;
  const make = (code, message, start, end) => {
    const span2 = within(offset, { start, end }, literal2);
    return found(code, message, span2.start, span2.end, rfc);
  };
  if (e.rule === "IPv6address" || e.rule === "IPv6addrz") {
    const pct = text2.indexOf("%");
    if (pct >= 0 && offset >= t.start + pct) return p.zone(e, t, t.start + pct, p);
  }
  const triple = text2.indexOf(":::");
  if (triple >= 0) return make("ipv6-double-colon", `":::" in the IPv6 address ${quote(text2)}: groups are separated by one ":", and "::" stands for a run of zero groups`, t.start + triple, t.start + triple + 3);
  const dbl = text2.indexOf("::");
  const dbl2 = dbl >= 0 ? text2.indexOf("::", dbl + 2) : -1;
  if (dbl2 >= 0) return make("ipv6-double-colon", `a second "::" in the IPv6 address ${quote(text2)}: "::" stands for one run of zero groups, so it comes at most once`, t.start + dbl2, t.start + dbl2 + 2);
  if (/^:[^:]/.test(text2) || text2 === ":") return make("ipv6-lone-colon", `the IPv6 address ${quote(text2)} begins with a single ":": write "::" for leading zero groups`, t.start, t.start + 1);
  if (/[^:]:$/.test(text2)) return make("ipv6-lone-colon", `the IPv6 address ${quote(text2)} ends with a single ":": write "::" for trailing zero groups, or add the last group`, t.end - 1, t.end);
  let groups = 0;
  let pos = t.start;
  const parts2 = text2.split(":");
  for (let i = 0; i < parts2.length; i++) {
    const g = parts2[i];
    const start = pos;
    pos += g.length + 1;
    if (g === "") continue;
    if (i === parts2.length - 1 && g.includes(".")) {
      const d = ipv4Parts(g, start, offset);
      if (d) return make("ipv6-ipv4-part", `the IPv4 address at the end of the IPv6 address ${quote(text2)}: ${d.message}`, d.start, d.end);
      groups += 2;
      continue;
    }
    const bad = /[^0-9A-Fa-f]/.exec(g);
    if (bad) return make("ipv6-not-hex", `${charName(bad[0])} in the group ${quote(g)} of the IPv6 address: a group is one to four hex digits (0-9, a-f)`, start + bad.index, start + bad.index + bad[0].length);
    if (g.length > 4) return make("ipv6-group-too-long", `the group ${quote(g)} of the IPv6 address has ${g.length} hex digits: a group has at most four`, start, start + g.length);
    groups++;
  }
  if (dbl < 0 && groups !== 8)
    return make("ipv6-group-count", `the IPv6 address ${quote(text2)} has ${groups} groups of 16 bits: it has eight (an IPv4 address at the end counts for two), or "::" for a run of zero groups`, t.start, t.end);
  if (dbl >= 0 && groups > 7)
    return make("ipv6-group-count", `the IPv6 address ${quote(text2)} has ${groups} groups and a "::": with "::", which stands for at least one zero group, there are at most seven`, t.start, t.end);
  return null;
}
function ipv4(e, t, s) {
  const d = ipv4Parts(e.input.slice(t.start, t.end), t.start, e.offset);
  return d === null ? null : found("ipv4-address", `${d.message}${e.rule === "IPv4address" ? "; a host that is no IPv4address may still be a reg-name" : ""}`, d.start, d.end, s.host);
}
function ipv4Parts(text2, base2, offset) {
  const octets2 = text2.split(".");
  let pos = base2;
  for (const o of octets2) {
    const start = pos;
    pos += o.length + 1;
    if (!/^[0-9]+$/.test(o)) {
      if (o === "") continue;
      return { message: `${quote(o)} is not a decimal number 0-255`, ...within(offset, { start, end: start + o.length }, { start: base2, end: base2 + text2.length }) };
    }
    if (Number(o) > 255) return { message: `${quote(o)} is more than 255, the largest octet`, ...within(offset, { start, end: start + o.length }, { start: base2, end: base2 + text2.length }) };
    if (o.length > 1 && o.startsWith("0")) return { message: `${quote(o)} has a leading zero, which dec-octet does not allow (some software reads it as octal)`, ...within(offset, { start, end: start + o.length }, { start: base2, end: base2 + text2.length }) };
  }
  if (octets2.length !== 4 || octets2.includes("")) return { message: `${quote(text2)} is not four numbers 0-255 separated by "."`, start: base2, end: base2 + text2.length };
  return null;
}
function noZones(e, literal2, pct, p) {
  return zoneIn(e, literal2, pct, p.sections.ipLiteral ?? p.sections.host, p.sections.name);
}
function zoneIn(e, literal2, pct, rfc, grammar) {
  const { input: input2 } = e;
  const zoneEnd = input2[literal2.end - 1] === "]" ? literal2.end - 1 : literal2.end;
  const zone2 = input2.slice(pct, zoneEnd);
  if (zone2.startsWith("%25") && zone2.length > 3)
    return found("zone-id", `${quote(zone2)} is an IPv6 zone identifier in RFC 6874's form, which ${grammar} does not have; RFC 9844 (2025) obsoletes RFC 6874 and takes zone identifiers out of URIs: pass the zone out of band`, pct, zoneEnd, rfc);
  return found("zone-id-bare", `${quote(zone2)} is an IPv6 zone identifier without "%25": valid in no URI grammar (RFC 6874 wrote it "%25${zone2.slice(1)}", and RFC 9844 takes zone identifiers out of URIs); pass the zone out of band`, pct, zoneEnd, rfc);
}
function character(e, component, rfc, c, p) {
  const { input: input2, offset, found: ch } = e;
  work.units += c.end - c.start + 1;
  const s = p.sections;
  const pct = percent(e, s, component);
  if (pct) return pct;
  if (ch === null) return null;
  const end = offset + ch.length;
  const where2 = `the ${component}`;
  const cp = ch.codePointAt(0);
  switch (ch) {
    case " ":
      if (component === "host") return found("space", `a space in the host name ${quote(input2.slice(c.start, c.end))}: a host name has none`, c.start, Math.max(c.end, end), rfc);
      return found("space", `a space in ${where2}: percent-encode it as %20${component === "query" ? ' (or "+" in form data)' : ""}, or, if the URI ended before it, take what follows out`, offset, end, s.encoding);
    case "#":
      if (input2[offset - 1] === "&" || /^#x?[0-9A-Fa-f]+;/.test(input2.slice(offset, offset + 9)))
        return found("html-entity", `an HTML character reference (${quote(input2.slice(offset - 1, input2.indexOf(";", offset) + 1 || offset + 4))}) in the URI: decode the HTML it came from first`, input2[offset - 1] === "&" ? offset - 1 : offset, end, s.context);
      return found("second-hash", `a second "#": the fragment begins at the first one, and holds no "#" itself; percent-encode this one as %23`, offset, end, s.fragment);
    case "[":
    case "]": {
      if (component === "query") {
        const key = /[A-Za-z0-9_.-]*\[[^\]=&#]*\](?:\[[^\]=&#]*\])*=?/y;
        const from = Math.max(input2.lastIndexOf("&", offset), input2.lastIndexOf("?", offset)) + 1;
        key.lastIndex = from;
        const m = key.exec(input2);
        if (m && from + m[0].length > offset)
          return found("query-array-brackets", `${quote(m[0].replace(/=$/, ""))} uses brackets for a structured query key (PHP, Rails, qs): "[" and "]" ${s.ipLiteral === null ? "must be escaped" : "are reserved for IP literals"}; percent-encode them as %5B and %5D (servers decode them)`, from, from + m[0].replace(/=$/, "").length, rfc);
      }
      if (s.ipLiteral === null) return found("brackets-outside-host", `${charName(ch)} in ${where2} must be escaped, as ${escapesOf(ch)}: this grammar has no IP literals in brackets (they came with RFC 2732 and RFC 3986)`, offset, end, s.encoding);
      return found("brackets-outside-host", `${charName(ch)} in ${where2}: brackets are allowed around an IP literal host only (${s.ipLiteral}); percent-encode them as %5B and %5D`, offset, end, rfc);
    }
    case '"': {
      const quoted = component === "query" && input2[offset - 1] === "=" && input2.indexOf('"', offset + 1) > offset;
      if (quoted) return found("double-quote", `quotes around a value in the query: percent-encode them as %22, or leave them out`, offset, input2.indexOf('"', offset + 1) + 1, rfc);
      return found("double-quote", `a double quote in ${where2}, from the code, JSON or HTML around the URI? The URI ends before it; one that belongs to ${where2} is %22`, offset, end, s.context);
    }
    case "<":
    case ">":
      return found("angle-bracket", `${charName(ch)} in ${where2}: "<" and ">" delimit URIs in text and are never part of one; percent-encode one that belongs to ${where2} as ${escapesOf(ch)}`, offset, end, s.context);
    case "`":
      return found("backtick", `a backtick in ${where2}, from the quoting of code (Markdown, a shell) around the URI? The URI ends before it; one that belongs to ${where2} is %60`, offset, end, s.context);
    case "{":
    case "}": {
      if (component === "query" && ch === "{" && /^\{\s*"/.test(input2.slice(offset, offset + 8)))
        return found("json-in-query", `JSON in the query: percent-encode the value (encodeURIComponent does), as "{", "}" and '"' are no URI characters`, offset, input2.lastIndexOf("}") > offset ? input2.lastIndexOf("}") + 1 : end, rfc);
      return found("curly-brace", `${charName(ch)} in ${where2} ${ch === "{" ? "opens" : "closes"} no placeholder or template expression here: percent-encode it as ${escapesOf(ch)}`, offset, end, s.encoding);
    }
    case "|":
      return found("vertical-bar", `"|" in ${where2} (a list separator?) is no URI character: percent-encode it as %7C`, offset, end, s.encoding);
    case "^":
      return found("caret", `"^" in ${where2} is no URI character: percent-encode it as %5E`, offset, end, s.encoding);
    case "\\":
      if (component === "path") return found("backslash", `a backslash in the path, a Windows path separator? Segments are separated by "/"; a backslash that belongs to the path is %5C`, offset, end, s.path);
      return found("backslash", `a backslash in ${where2}, from an escape of a string literal or a regular expression? One that belongs to ${where2} is %5C`, offset, end, s.encoding);
    case "@":
      return atInComponent(e, component, rfc);
    case "~":
      return found("tilde-unsafe", `"~" in ${where2} is "unsafe" in RFC 1738 (\xA72.2), which this grammar takes: escape it as %7E (RFC 2396 \xA72.3 and RFC 3986 \xA72.3 made it unreserved)`, offset, end, s.encoding);
  }
  if (cp < 32 || cp === 127)
    return found("control-character", `${charName(ch)} in ${where2}: control characters are no URI characters; percent-encode one that belongs to ${where2} as ${escapesOf(ch)}`, offset, end, s.encoding);
  if (cp >= 55296 && cp <= 57343) return found("lone-surrogate", "a lone surrogate (half of a UTF-16 pair): no character, with no UTF-8 form; the string was cut inside a character", offset, end, s.nonAscii);
  if (cp > 126) return p.beyondAscii(e, component, p);
  return null;
}
function asciiOnly(e, component, p) {
  const { input: input2, offset, found: ch } = e;
  const s = p.sections;
  if (component === "host") {
    let end = offset;
    while (end < input2.length && !"/?#:@".includes(input2[end])) end++;
    let start = offset;
    while (start > 0 && !"/@.[".includes(input2[start - 1])) start--;
    return found("idn-host", `${quote(input2.slice(start, end))} is an internationalized host name: a URI's host is ASCII, so write its A-label ("xn--\u2026", IDNA), or check the reference as an IRI (--grammar rfc3987), which allows it`, Math.min(start, offset), Math.max(end, offset + ch.length), "RFC 3987 \xA73.1");
  }
  return found("non-ascii", `${charName(ch)} in the ${component} is not ASCII: percent-encode it as UTF-8 (${escapesOf(ch)}), or check the reference as an IRI (--grammar rfc3987)`, offset, offset + ch.length, s.nonAscii);
}
function escapedOctets(e, component, p) {
  const { offset } = e;
  const c = e.found;
  return found("non-ascii", `${charName(c)} in the ${component} is not ASCII: escape its octets as %XX (${p.sections.encoding}), which this RFC leaves to the character encoding; in UTF-8, as RFC 3986 \xA72.5 later chose, it is ${escapesOf(c)}`, offset, offset + c.length, p.sections.nonAscii);
}
function percent(e, s, component) {
  const { input: input2, offset } = e;
  let from = -1;
  for (let at = Math.max(0, offset - 2); at <= offset && from < 0; at++) {
    if (input2[at] === "%" && /^[0-9A-Fa-f]*$/.test(input2.slice(at + 1, offset))) from = at;
  }
  if (from < 0 || /^[0-9A-Fa-f]{2}$/.test(input2.slice(from + 1, from + 3))) return null;
  const in_ = component ? ` in the ${component}` : "";
  if (/^%[uU][0-9A-Fa-f]{4}/.test(input2.slice(from, from + 6))) {
    const c = String.fromCharCode(parseInt(input2.slice(from + 2, from + 6), 16));
    return found("percent-unicode", `${quote(input2.slice(from, from + 6))} is JavaScript's escape() (or IIS's %u), not a percent-encoding: write the UTF-8 octets of the character${c >= " " && !(c >= "\uD800" && c <= "\uDFFF") ? `, ${escapesOf(c)}` : ""}`, from, from + 6, s.encoding);
  }
  if (input2[from + 1] === "%") return found("percent-literal", `"%%"${in_} (printf's escape of "%"?) is no percent-encoding: a literal "%" is written %25`, from, from + 2, s.encoding);
  if (/^%[0-9A-Fa-f]$/.test(input2.slice(from, offset)) && offset === input2.length)
    return found("percent-truncated", `${quote(input2.slice(from))}${in_} is a percent-encoding cut short (the URI was truncated?): "%" takes two hex digits`, from, input2.length, s.encoding);
  if (/^%[0-9A-Fa-f]/.test(input2.slice(from, from + 2)))
    return found("percent-truncated", `${quote(input2.slice(from, from + 2))}${in_} has one hex digit after the "%": a percent-encoding has two ("%2F"); a literal "%" is written %25`, from, from + 2, s.encoding);
  let word = from;
  while (word > 0 && word > from - 12 && /[A-Za-z0-9.]/.test(input2[word - 1])) word--;
  const before = input2.slice(word, from);
  const example = before === "" ? "" : ` (${quote(before + "%")} is ${quote(before + "%25")})`;
  return found("percent-literal", `a "%"${in_} that begins no percent-encoding: "%" is followed by two hex digits, and a literal "%" is written %25${example}`, from, from + 1, s.encoding);
}

// src/grammars/rfc3987/diagnoses.ts
var SECTIONS = {
  ...RFC3986_SECTIONS,
  name: "RFC 3987",
  rules: "RFC 3987 \xA72.2",
  nonAscii: "RFC 3987 \xA72.2"
};
var validator3;
var PROFILE = {
  sections: SECTIONS,
  valid: (input2, rule) => (validator3 ??= createValidator(VALIDATOR2)).test(input2, rule),
  kindOf,
  absolute: /* @__PURE__ */ new Set(["IRI", "absolute-IRI"]),
  relative: /* @__PURE__ */ new Set(["irelative-ref"]),
  noFragment: /* @__PURE__ */ new Set(["absolute-IRI"]),
  beyondAscii,
  zone: (e, literal2, pct) => zoneIn(e, literal2, pct, "RFC 3987 \xA72.2", "RFC 3987")
};
function diagnose2(e) {
  return diagnoseWith(e, PROFILE);
}
function found2(code, message, start, end) {
  return diagnosis(code, message, start, end, "RFC 3987 \xA72.2");
}
function beyondAscii(e, component) {
  const { offset } = e;
  const c = e.found;
  const cp = c.codePointAt(0);
  const end = offset + c.length;
  const escapes = escapesOf(c);
  const privateUse = cp >= 57344 && cp <= 63743 || cp >= 983040 && cp <= 1048573 || cp >= 1048576 && cp <= 1114109;
  if (privateUse && component !== "query")
    return found2("iprivate-outside-query", `a private-use character (${charName(c)}) in the ${component}: IRIs allow them in the query only (iprivate); percent-encode it as ${escapes}`, offset, end);
  const why = cp >= 128 && cp <= 159 ? "a C1 control character (text in Windows-1252 read as Latin-1?)" : cp >= 64976 && cp <= 65007 || (cp & 65534) === 65534 ? "a noncharacter" : cp >= 65520 && cp <= 65533 ? "a special (U+FFF0-U+FFFD)" : component === "scheme" || component === "port" ? `no character of the ${component}, which is ASCII in IRIs too` : "no ucschar";
  return found2("not-ucschar", `${charName(c)} in the ${component} is ${why}: an IRI does not allow it there; percent-encode it as ${escapes}`, offset, end);
}

// src/grammars/rfc6874/diagnoses.ts
var SECTIONS2 = { ...RFC3986_SECTIONS, name: "RFC 6874", rules: "RFC 6874 \xA72" };
var validator4;
var PROFILE2 = {
  ...RFC3986_PROFILE,
  sections: SECTIONS2,
  valid: (input2, rule) => (validator4 ??= createValidator(VALIDATOR3)).test(input2, rule),
  zone
};
function diagnose3(e) {
  return diagnoseWith(e, PROFILE2);
}
function found3(code, message, start, end) {
  return diagnosis(code, message, start, end, "RFC 6874 \xA72");
}
var OBSOLETE = "RFC 9844 (2025) obsoletes RFC 6874 and takes zone identifiers out of URIs";
function zone(e, literal2, pct) {
  const { input: input2, offset } = e;
  const zoneEnd = input2[literal2.end - 1] === "]" ? literal2.end - 1 : literal2.end;
  const text2 = input2.slice(pct, zoneEnd);
  if (e.rule === "IPv6address" && text2.startsWith("%25"))
    return found3("zone-in-ipv6address", `${quote(text2)} is a zone identifier, no part of an IPv6address: the rule IPv6addrz is IPv6address "%25" ZoneID`, pct, zoneEnd);
  if (!text2.startsWith("%25"))
    return found3("zone-id-bare", `the zone identifier ${quote(text2)} needs "%25" (a percent-encoded "%") before the zone: ${quote("%25" + text2.slice(1))}; ${OBSOLETE}`, pct, Math.max(zoneEnd, Math.min(offset + 1, input2.length)));
  if (text2 === "%25") return found3("zone-id-empty", `the zone identifier after "%25" is empty: ZoneID is one or more unreserved or percent-encoded characters; ${OBSOLETE}`, pct, zoneEnd);
  const bad = /[^A-Za-z0-9._~%-]|%(?![0-9A-Fa-f]{2})/.exec(text2.slice(3));
  if (bad) {
    const at = pct + 3 + bad.index;
    return found3("zone-id-char", `${quote(bad[0])} in the zone identifier ${quote(text2)}: ZoneID is unreserved characters ("A-Z a-z 0-9 - . _ ~") and percent-encodings only; ${OBSOLETE}`, Math.min(at, offset), Math.max(at + 1, Math.min(offset + 1, input2.length)));
  }
  return null;
}

// src/grammars/rfc2396/diagnoses.ts
var RFC2396_SECTIONS = {
  name: "RFC 2396",
  rules: "RFC 2396 Appendix A",
  context: "RFC 2396 Appendix E",
  encoding: "RFC 2396 \xA72.4",
  nonAscii: "RFC 2396 \xA72.1",
  scheme: "RFC 2396 \xA73.1",
  authority: "RFC 2396 \xA73.2",
  userinfo: "RFC 2396 \xA73.2.2",
  host: "RFC 2396 \xA73.2.2",
  port: "RFC 2396 \xA73.2.2",
  path: "RFC 2396 \xA73.3",
  query: "RFC 2396 \xA73.4",
  fragment: "RFC 2396 \xA74.1",
  relative: "RFC 2396 \xA75",
  absolute: "RFC 2396 \xA73",
  ipLiteral: null
};
var KINDS2 = {
  "URI-reference": "reference",
  absoluteURI: "reference",
  relativeURI: "reference",
  hier_part: "hier-part",
  net_path: "hier-part",
  scheme: "scheme",
  authority: "authority",
  server: "authority",
  hostport: "authority",
  userinfo: "userinfo",
  reg_name: "host",
  host: "host",
  hostname: "host",
  domainlabel: "host",
  toplabel: "host",
  IPv4address: "ipv4",
  port: "port",
  opaque_part: "path",
  abs_path: "path",
  rel_path: "path",
  rel_segment: "path",
  path: "path",
  path_segments: "path",
  segment: "path",
  param: "path",
  query: "query",
  fragment: "fragment",
  escaped: "pct-encoded"
};
var validator5;
var PROFILE3 = {
  ...RFC3986_PROFILE,
  sections: RFC2396_SECTIONS,
  valid: (input2, rule) => (validator5 ??= createValidator(VALIDATOR4)).test(input2, rule),
  kindOf: (rule) => KINDS2[rule] ?? "character",
  absolute: /* @__PURE__ */ new Set(["absoluteURI"]),
  relative: /* @__PURE__ */ new Set(["relativeURI"]),
  noFragment: /* @__PURE__ */ new Set(["absoluteURI"]),
  beyondAscii: escapedOctets,
  own: own5
};
function diagnose4(e) {
  return diagnoseWith(e, PROFILE3);
}
function found4(code, message, start, end, rfc) {
  return diagnosis(code, message, start, end, rfc);
}
function own5(e) {
  const { input: input2, offset } = e;
  if (PROFILE3.kindOf(e.rule) !== "reference") return null;
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(input2)?.[0] ?? "";
  if (offset !== scheme.length) return null;
  if (e.found === "?")
    return found4("query-without-path", `a query with no path before it (${quote(input2.slice(offset, offset + 16))}): RFC 2396 has none (relativeURI, hier_part), RFC 3986 has (its Appendix D.2); write ${quote(scheme + "./" + input2.slice(offset))}`, offset, input2.length, "RFC 2396 \xA75");
  if (e.found === null && scheme !== "")
    return found4("empty-after-scheme", `nothing after ${quote(scheme)}: RFC 2396 needs a path after the scheme, a "/" or an opaque part of one character or more; RFC 3986 allows it empty (\xA73)`, 0, input2.length, "RFC 2396 \xA73");
  return null;
}

// src/grammars/rfc1808/diagnoses.ts
var SECTIONS3 = {
  name: "RFC 1808",
  rules: "RFC 1808 \xA72.2",
  context: "RFC 1738 Appendix",
  encoding: "RFC 1738 \xA72.2, as RFC 1808 \xA72.2",
  nonAscii: "RFC 1738 \xA72.2",
  scheme: "RFC 1808 \xA72.1",
  authority: "RFC 1808 \xA72.1",
  userinfo: "RFC 1808 \xA72.1",
  host: "RFC 1808 \xA72.1",
  port: "RFC 1808 \xA72.1",
  path: "RFC 1808 \xA72.2",
  query: "RFC 1808 \xA72.1",
  fragment: "RFC 1808 \xA72.1",
  relative: "RFC 1808 \xA72.2",
  absolute: "RFC 1808 \xA72.2",
  ipLiteral: null
};
var KINDS3 = {
  URL: "reference",
  absoluteURL: "reference",
  relativeURL: "reference",
  "generic-RL": "reference",
  net_path: "hier-part",
  scheme: "scheme",
  net_loc: "path",
  abs_path: "path",
  rel_path: "path",
  path: "path",
  fsegment: "path",
  segment: "path",
  params: "path",
  param: "path",
  query: "query",
  fragment: "fragment",
  escape: "pct-encoded"
};
var validator6;
var PROFILE4 = {
  ...RFC3986_PROFILE,
  sections: SECTIONS3,
  valid: (input2, rule) => (validator6 ??= createValidator(VALIDATOR5)).test(input2, rule),
  kindOf: (rule) => KINDS3[rule] ?? "character",
  absolute: /* @__PURE__ */ new Set(["absoluteURL"]),
  relative: /* @__PURE__ */ new Set(["relativeURL"]),
  noFragment: /* @__PURE__ */ new Set(["absoluteURL"]),
  beyondAscii: escapedOctets,
  opaqueAuthority: true
};
function diagnose5(e) {
  return diagnoseWith(e, PROFILE4);
}

// src/grammars/rfc1738/diagnoses.ts
var SECTIONS4 = {
  name: "RFC 1738",
  rules: "RFC 1738 \xA75",
  context: "RFC 1738 Appendix",
  encoding: "RFC 1738 \xA72.2",
  nonAscii: "RFC 1738 \xA72.2",
  scheme: "RFC 1738 \xA72.1",
  authority: "RFC 1738 \xA73.1",
  userinfo: "RFC 1738 \xA73.1",
  host: "RFC 1738 \xA73.1",
  port: "RFC 1738 \xA73.1",
  path: "RFC 1738 \xA73.1",
  query: "RFC 1738 \xA73.3",
  fragment: "RFC 1738 \xA72.2",
  relative: "RFC 1738 \xA72.1",
  absolute: "RFC 1738 \xA72.1",
  ipLiteral: null
};
var KINDS4 = {
  url: "reference",
  genericurl: "reference",
  otherurl: "reference",
  scheme: "scheme",
  hostport: "authority",
  "ip-schemepart": "hier-part",
  login: "authority",
  user: "userinfo",
  password: "userinfo",
  host: "host",
  hostname: "host",
  hostnumber: "ipv4",
  domainlabel: "host",
  toplabel: "host",
  port: "port",
  search: "query",
  escape: "pct-encoded"
};
var validator7;
var PROFILE5 = {
  ...RFC3986_PROFILE,
  sections: SECTIONS4,
  valid: (input2, rule) => (validator7 ??= createValidator(VALIDATOR6)).test(input2, rule),
  kindOf: (rule) => KINDS4[rule] ?? (/url$/.test(rule) ? "reference" : /path|segment|selector|database|group|article|fieldspec|wtype|gtype|ftptype|schemepart/.test(rule) ? "path" : "character"),
  absolute: /* @__PURE__ */ new Set(),
  relative: /* @__PURE__ */ new Set(),
  noFragment: /* @__PURE__ */ new Set(),
  beyondAscii: escapedOctets,
  own: own6
};
var HOSTPORT_ONLY2 = /* @__PURE__ */ new Set(["http", "gopher", "nntp", "wais", "prospero"]);
function diagnose6(e) {
  return diagnoseWith(e, PROFILE5);
}
function found5(code, message, start, end, rfc) {
  return diagnosis(code, message, start, end, rfc);
}
function own6(e) {
  const { input: input2, offset } = e;
  if (PROFILE5.kindOf(e.rule) !== "reference") return null;
  const colon = input2.indexOf(":");
  const first = /[:/?#]/.exec(input2);
  if ((first === null || first[0] !== ":" || first.index === 0) && offset <= (first?.index ?? input2.length))
    return found5("relative-url", `${input2 === "" ? "an empty string" : quote(input2.slice(0, 40))} has no scheme: RFC 1738 has absolute URLs only (scheme ":" scheme-specific part); relative ones came with RFC 1808, and RFC 3986 calls both URI references`, 0, Math.min(input2.length, Math.max(1, first?.index ?? input2.length)), "RFC 1738 \xA72.1");
  const scheme = colon > 0 ? input2.slice(0, colon) : "";
  if (scheme !== "" && !/^[A-Za-z0-9+.-]+$/.test(scheme) && offset <= colon && first?.[0] === ":")
    return found5("scheme-syntax", `${quote(scheme)} is not a scheme: RFC 1738 schemes are lower-case letters, digits, "+", "-" and "."`, 0, colon, "RFC 1738 \xA72.1");
  if (/^[A-Za-z][A-Za-z0-9+.-]*$/.test(scheme) && /[A-Z]/.test(scheme) && offset <= colon)
    return found5("upper-case-scheme", `RFC 1738 schemes are lower case (\xA72.1 lets programs read upper case too, the grammar does not): write ${quote(scheme.toLowerCase() + ":")}`, 0, colon, "RFC 1738 \xA72.1");
  const login = /^([a-z]+):\/\/([^/@]*)@/.exec(input2);
  if (login && HOSTPORT_ONLY2.has(login[1]) && offset >= login[1].length + 3 && offset < login[0].length)
    return found5("login-not-allowed", `${login[1]} URLs have a host and port only, no user name or password (${quote(login[2] + "@")}): RFC 1738 gives a login to the generic ip-schemepart (\xA73.1) and ftp and telnet, not to ${login[1]}`, login[1].length + 3, login[0].length, "RFC 1738 \xA73.1");
  if (e.found === "#")
    return found5("fragment-in-url", `a fragment identifier (${quote(input2.slice(offset, offset + 16))}) follows a URL and is no part of it in RFC 1738 (\xA72.2 counts "#" unsafe): check the URL without it, or escape a "#" inside it as %23`, offset, input2.length, "RFC 1738 \xA72.2");
  return null;
}

// src/grammars/rfc6570/diagnoses.ts
var validator8;
var PROFILE6 = {
  ...RFC3986_PROFILE,
  sections: { ...RFC3986_SECTIONS, name: "RFC 6570", rules: "RFC 6570 \xA72", encoding: "RFC 6570 \xA72.1", nonAscii: "RFC 6570 \xA72.1", templates: void 0 },
  valid: (input2, rule) => (validator8 ??= createValidator(VALIDATOR7)).test(input2, rule),
  beyondAscii: notALiteral
};
var INSIDE2 = /* @__PURE__ */ new Set(["variable-list", "varspec", "varname", "varchar", "modifier-level4", "prefix", "max-length", "explode", "operator", "op-level2", "op-level3", "op-reserve"]);
function found6(code, message, start, end, rfc) {
  return diagnosis(code, message, start, end, rfc);
}
function diagnose7(e) {
  const s = PROFILE6.sections;
  const whole = e.rule === "URI-Template";
  const validPrefix = (n) => whole && PROFILE6.valid(e.input.slice(0, n), e.rule);
  const inside = expressionStart(e) >= 0 || INSIDE2.has(e.rule);
  if (inside && e.found === "{") return placeholder(e, s, false) ?? template(e);
  if (inside && e.found !== null && !/^[\s\u00a0]$/.test(e.found) && e.found.codePointAt(0) < 127) return template(e);
  if (e.found === "}" && whole) return literal(e);
  return aroundText(e, s, validPrefix) ?? placeholder(e, s, false) ?? escapeSequence(e, s) ?? lookalike(e, s) ?? template(e);
}
function expressionStart(e) {
  if (e.rule !== "URI-Template") return e.rule === "expression" && e.offset > 0 ? 0 : -1;
  const start = e.input.lastIndexOf("{", e.offset - 1);
  return start >= 0 && e.input.lastIndexOf("}", e.offset - 1) < start ? start : -1;
}
function template(e) {
  const { input: input2, offset, found: c } = e;
  work.units += input2.length;
  const n = input2.length;
  let start = -1;
  if (e.rule === "URI-Template" || e.rule === "literals") {
    start = input2.lastIndexOf("{", offset - 1);
    if (start < 0 || input2.lastIndexOf("}", offset - 1) > start) return literal(e);
  } else if (e.rule === "expression") {
    if (offset === 0) return null;
    start = 0;
  } else if (!INSIDE2.has(e.rule)) return literal(e);
  const open = Math.max(start, 0);
  const body = input2.slice(start + 1, offset);
  const end = offset + (c?.length ?? 0);
  if (c === null && start >= 0 && !/%[0-9A-Fa-f]?$/.test(body))
    return found6("unclosed-expression", `the expression ${quote(input2.slice(start))} is not closed: add the "}" after its last variable`, start, n, "RFC 6570 \xA72.2");
  const pct = percent(e, PROFILE6.sections);
  if (pct) return pct;
  if (c === null) return null;
  if (c === "{") return found6("nested-brace", `"{" inside the expression ${quote(input2.slice(open, offset + 1))}: expressions do not nest; close the one open with "}" first`, open, end, "RFC 6570 \xA72.2");
  if (c === " " || c === "	") return found6("expression-space", `white space inside the expression ${quote(input2.slice(open, Math.min(n, input2.indexOf("}", offset) + 1 || n)))}: write {a,b}, not { a, b }`, offset, end, "RFC 6570 \xA72.3");
  if (c === "}" && (body === "" || /^[+#./;?&=,!@|]$/.test(body))) return found6("empty-expression", `the expression ${quote(input2.slice(open, end))} names no variable: an expression has at least one`, open, end, "RFC 6570 \xA72.2");
  if (c === "}" && body.endsWith(",") || c === "," && /(^|[{,])$/.test(input2.slice(0, offset)))
    return found6("empty-varspec", `an empty variable in ${quote(input2.slice(open, Math.min(n, input2.indexOf("}", offset) + 1 || n)))}: a "," separates two variable names`, c === "," ? offset : offset - 1, end, "RFC 6570 \xA72.3");
  if (c === "." && body.endsWith(".") || "}*:,".includes(c) && body.endsWith(".")) {
    let nameStart = offset;
    while (nameStart > open + 1 && !",{".includes(input2[nameStart - 1])) nameStart--;
    if ("+#./;?&=!@|".includes(input2[nameStart]) && input2[nameStart - 1] === "{") nameStart++;
    let nameEnd = offset;
    while (nameEnd < n && !",}:*".includes(input2[nameEnd])) nameEnd++;
    return found6("varname-dot", `the variable name ${quote(input2.slice(nameStart, nameEnd))} ${c === "." ? 'has ".."' : 'ends with "."'}: a "." stands between two name characters (varchar *( ["."] varchar ))`, Math.max(open, offset - 1), end, "RFC 6570 \xA72.3");
  }
  if (c === "0" && body.endsWith(":") || /^[0-9]$/.test(c) && /:\d{4}$/.test(body))
    return found6("prefix-length", `a prefix length is 1 to 9999 (max-length): ${body.endsWith(":") ? '":0" is none; leave the modifier out for the whole value' : "five digits are too many"}`, body.lastIndexOf(":") + start + 1, end, "RFC 6570 \xA72.4.1");
  if (c === "*" && /:\d+$/.test(body) || c === ":" && body.endsWith("*"))
    return found6("two-modifiers", `a variable has one modifier, a prefix (":n") or an explode ("*"), not both`, offset - 1, end, "RFC 6570 \xA72.4");
  if (c === "$" || c === "(" || c === ")")
    return found6("reserved-in-expression", `${quote(c)} is reserved in expressions for macro languages: a variable name is letters, digits, "_", "." and percent-encodings`, offset, end, "RFC 6570 \xA72.2");
  if ("+#./;?&=,!@|".includes(c))
    return found6("operator-position", `${quote(c)} is an operator only right after the "{", and an expression has one: in a variable name, percent-encode it as ${escapesOf(c)}`, offset, end, "RFC 6570 \xA72.2");
  return found6("varname-character", `${charName(c)} in the variable name: a varname is letters, digits, "_", "." and percent-encodings${c === "-" ? ' (write "_" for "-")' : ""}${c.codePointAt(0) > 127 ? `, so write it ${escapesOf(c)}` : ""}`, offset, end, "RFC 6570 \xA72.3");
}
function literal(e) {
  const { offset, found: c } = e;
  if (c === "}") return found6("stray-close-brace", 'a "}" that closes no expression: remove it, add the "{" it closes, or write it %7D', offset, offset + 1, "RFC 6570 \xA72.2");
  return character(e, "literals", "RFC 6570 \xA72.1", { start: 0, end: e.input.length }, PROFILE6);
}
function notALiteral(e, component) {
  const c = e.found;
  return found6("not-a-literal", `${charName(c)} in the ${component} is neither ucschar nor iprivate: write it percent-encoded, ${escapesOf(c)}`, e.offset, e.offset + c.length, "RFC 6570 \xA72.1");
}

// generated/family.ts
var VALIDATORS = /* @__PURE__ */ Object.freeze({ rfc3986: VALIDATOR, rfc3987: VALIDATOR2, rfc6874: VALIDATOR3, rfc2396: VALIDATOR4, rfc1808: VALIDATOR5, rfc1738: VALIDATOR6, rfc6570: VALIDATOR7, rfc8141: VALIDATOR8, rfc2397: VALIDATOR9, rfc3966: VALIDATOR10, rfc5870: VALIDATOR11, rfc8089: VALIDATOR12, rfc6068: VALIDATOR13 });
var HINTS = /* @__PURE__ */ Object.freeze({ rfc3986: hint, rfc3987: hint2, rfc6874: hint3, rfc2396: hint4, rfc1808: hint6, rfc1738: hint5, rfc6570: hint7, rfc8141: hint8, rfc2397: hint9, rfc3966: hint10, rfc5870: hint11, rfc8089: hint12, rfc6068: hint13 });
var DIAGNOSES = /* @__PURE__ */ Object.freeze({ rfc3986: diagnose, rfc3987: diagnose2, rfc6874: diagnose3, rfc2396: diagnose4, rfc1808: diagnose5, rfc1738: diagnose6, rfc6570: diagnose7 });

// src/core/error-base.ts
var ERROR_BRAND = /* @__PURE__ */ Symbol.for("uri-grammar.errorBrand");
var ERROR_BRANDS = /* @__PURE__ */ Symbol.for("uri-grammar.errorBrands");
function brandsOf(error) {
  const brands = [];
  for (let c = error.constructor; typeof c === "function" && c !== Error; c = Object.getPrototypeOf(c)) {
    if (Object.prototype.hasOwnProperty.call(c, ERROR_BRAND)) brands.push(c[ERROR_BRAND]);
  }
  return brands;
}
function isBranded(cls, value) {
  if (!Object.prototype.hasOwnProperty.call(cls, ERROR_BRAND)) return Function.prototype[Symbol.hasInstance].call(cls, value);
  if (typeof value !== "object" || value === null) return false;
  const brands = value[ERROR_BRANDS];
  return Array.isArray(brands) && brands.includes(cls[ERROR_BRAND]);
}
var UriGrammarError = class extends Error {
  static [ERROR_BRAND] = /* @__PURE__ */ Symbol.for("uri-grammar.UriGrammarError");
  /**
   * The brands of the error's class chain, which `instanceof` reads.
   * @internal
   */
  get [ERROR_BRANDS]() {
    return brandsOf(this);
  }
  /** `instanceof` a branded class is true for an error of any copy of this package (see the module's comment). */
  static [Symbol.hasInstance](value) {
    return isBranded(this, value);
  }
};

// src/core/errors.ts
var BRAND = /* @__PURE__ */ Symbol.for("uri-grammar.UriSyntaxError");
var URI_SYNTAX_ERROR = "ERR_URI_SYNTAX";
var UriSyntaxError = class extends UriGrammarError {
  code = URI_SYNTAX_ERROR;
  /** The input that failed to parse. */
  input;
  /** The offending position, in UTF-16 code units. */
  offset;
  /** The ABNF rule names and literals that could continue at `offset`, deduplicated and sorted. */
  expected;
  /** The character at `offset` (a whole code point), or `null` at the end of the input. */
  found;
  /** The rule the input was parsed by, as its RFC names it. */
  rule;
  /** The grammar of the rule, by its name in `GRAMMARS` (`rfc3986`, `rfc3987`, ...). */
  grammar;
  /**
   * The component at fault when the error checks one component of a URI being
   * built (`build`, `withComponents`, `serialize` of a node built by code);
   * `input` is then that component's text. `null` for the parse of a whole string.
   */
  component;
  constructor(input2, offset, expected, rule, grammar = "rfc3986", component = null) {
    super();
    const found7 = foundAt(input2, offset);
    this.name = "UriSyntaxError";
    this.input = input2;
    this.offset = offset;
    this.expected = expected;
    this.found = found7;
    this.rule = rule;
    this.grammar = grammar;
    this.component = component;
  }
  /** `RULE: expected A, B or C but found X at offset N`, made from the fields on first read. */
  get message() {
    const message = `${this.rule}: expected ${list(this.expected)} but found ${describe(this.found)} at offset ${this.offset}`;
    this.message = message;
    return message;
  }
  /** An own message, as `Error`'s: it replaces the one made from the fields. */
  set message(message) {
    Object.defineProperty(this, "message", { value: message, writable: true, configurable: true, enumerable: false });
  }
  /**
   * The header line of the error (`UriSyntaxError: message`) for an error
   * `check` returned (no stack trace captured); a thrown one has its own stack.
   */
  get stack() {
    return `${this.name}: ${this.message}`;
  }
  /** An own stack, as `Error`'s (`Error.captureStackTrace`, or an assignment): it replaces the header line. */
  set stack(stack) {
    Object.defineProperty(this, "stack", { value: stack, writable: true, configurable: true, enumerable: false });
  }
  /**
   * The brand that `isUriSyntaxError` reads, on the prototype: an own
   * property defined per error cost a fifth of a returned error's construction.
   * @internal
   */
  get [BRAND]() {
    return true;
  }
  /**
   * `instanceof UriSyntaxError` is true for an error of any copy of this
   * package (the ESM and the CommonJS build, or two entry points), by its
   * brand, as `isUriSyntaxError` (src/core/error-base.ts); a user's subclass, which
   * names no brand of its own, keeps ordinary `instanceof`. The body does not
   * name the class: a class that names itself inside is renamed by the
   * bundler (`_UriSyntaxError`), and its `constructor.name` with it.
   */
  static [Symbol.hasInstance](value) {
    if (!Object.prototype.hasOwnProperty.call(this, ERROR_BRAND)) return Function.prototype[Symbol.hasInstance].call(this, value);
    return isUriSyntaxError(value);
  }
  /** Its brand in the class chain that `instanceof UriGrammarError` reads (src/core/error-base.ts). */
  static [ERROR_BRAND] = BRAND;
  /**
   * A one-line hint for a common mistake, from the hints of the error's
   * grammar (src/grammars/<name>/hints.ts), or null. A method, so that the
   * copy of this package that built the error, which has its grammar's
   * hints, answers (two entry points' files are two copies).
   */
  hint() {
    return HINTS2.get(this.grammar)?.(this) ?? null;
  }
  /**
   * The likely mistake, found by the diagnoses of the error's grammar
   * (src/grammars/<name>/diagnoses.ts) looking at the whole input once the
   * parse has failed: its message in a person's terms, the span it covers
   * (which contains or precedes `offset`: `http://example.com:8o/` fails at
   * the "/", and the mistake is the port "8o" before it), and the section that
   * rules it; or null. Made on first read, so that `check` and `isValid` cost
   * nothing more for it; as `hint()`, answered by the copy of this package
   * that built the error.
   */
  get diagnosis() {
    let found7 = DIAGNOSED.get(this);
    if (found7 === void 0) DIAGNOSED.set(this, found7 = diagnosisOf(this));
    return found7;
  }
  /**
   * The message, the input with a caret under the offending character (and
   * "~" under the rest of the diagnosis's span), the diagnosis, and a hint
   * for common mistakes.
   */
  format() {
    const found7 = this.diagnosis;
    const { line, caret } = excerpt(this.input, this.offset, found7);
    const out = [`error: ${this.message}`, `  ${line}`, `  ${caret}`];
    if (found7) out.push(`diagnosis: ${found7.message} (${found7.rfc})`);
    const tip = this.hint();
    if (tip) out.push(`hint: ${tip}`);
    return out.join("\n");
  }
};
function returnedSyntaxError(input2, offset, expected, rule, grammar = "rfc3986", component = null, prototype = UriSyntaxError.prototype) {
  const error = Object.create(prototype);
  error.code = URI_SYNTAX_ERROR;
  error.input = input2;
  error.offset = offset;
  error.expected = expected;
  error.found = foundAt(input2, offset);
  error.rule = rule;
  error.grammar = grammar;
  error.component = component;
  error.name = "UriSyntaxError";
  return error;
}
function foundAt(input2, offset) {
  return offset < input2.length ? String.fromCodePoint(input2.codePointAt(offset)) : null;
}
function isUriSyntaxError(value) {
  return typeof value === "object" && value !== null && value[BRAND] === true;
}
function list(expected) {
  if (expected.length <= 1) return expected[0] ?? "nothing";
  return `${expected.slice(0, -1).join(", ")} or ${expected[expected.length - 1]}`;
}
function describe(found7) {
  if (found7 === null) return "end of input";
  const cp = found7.codePointAt(0);
  const u = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  if (cp < 32 || cp === 127) return `control character ${u}`;
  if (cp === 32) return "a space";
  if (cp > 126) return `"${found7}" (${u})`;
  return `"${found7}"`;
}
var WINDOW2 = 60;
function excerpt(input2, offset, span2) {
  let from = Math.max(0, offset - WINDOW2);
  let to = Math.min(input2.length, offset + WINDOW2 / 2);
  if (from > 0 && isLow(input2.charCodeAt(from))) from--;
  if (to < input2.length && isLow(input2.charCodeAt(to))) to++;
  const before = visible(input2.slice(from, offset));
  const line = (from > 0 ? "\u2026" : "") + before + visible(input2.slice(offset, to)) + (to < input2.length ? "\u2026" : "");
  const column = (from > 0 ? 1 : 0) + [...before].length;
  if (!span2 || span2.end <= span2.start) return { line, caret: " ".repeat(column) + "^" };
  let caret = from > 0 ? " " : "";
  for (let i = from; i < to; i += isHigh(input2.charCodeAt(i)) && isLow(input2.charCodeAt(i + 1)) ? 2 : 1) {
    caret += i === offset ? "^" : i >= span2.start && i < span2.end ? "~" : " ";
  }
  if (offset >= to) caret = caret.padEnd(column) + "^";
  return { line, caret: caret.trimEnd() };
}
function isHigh(c) {
  return c >= 55296 && c <= 56319;
}
function isLow(c) {
  return c >= 56320 && c <= 57343;
}
function visible(s) {
  return s.replace(/[\x00-\x1f\x7f]/g, (c) => String.fromCharCode(c === "\x7F" ? 9249 : 9216 + c.charCodeAt(0)));
}
var HINTS2 = /* @__PURE__ */ new Map();
var DIAGNOSES2 = /* @__PURE__ */ new Map();
var DIAGNOSED = /* @__PURE__ */ new WeakMap();
function defineHints(grammar, hints, diagnoses) {
  HINTS2.set(grammar, hints);
  if (diagnoses) DIAGNOSES2.set(grammar, diagnoses);
}
function diagnosisOf(e) {
  let found7;
  try {
    found7 = DIAGNOSES2.get(e.grammar)?.(e) ?? null;
  } catch {
    return null;
  }
  if (found7 === null) return null;
  const { start, end } = found7;
  return Number.isInteger(start) && Number.isInteger(end) && 0 <= start && start <= e.offset && start <= end && end <= e.input.length ? found7 : null;
}

// generated/grammars.ts
var GRAMMARS = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({
    name: "rfc3986",
    rfc: 3986,
    title: "Uniform Resource Identifier (URI): Generic Syntax",
    status: Object.freeze({ current: true, obsoletes: [2396, 1808], updates: [1738], updatedBy: [6874, 7320, 8820] }),
    start: "URI-reference",
    kind: "uri",
    alphabet: "ascii",
    ruleNames: Object.freeze(["URI", "hier-part", "URI-reference", "absolute-URI", "relative-ref", "relative-part", "scheme", "authority", "userinfo", "host", "port", "IP-literal", "IPvFuture", "IPv6address", "h16", "ls32", "IPv4address", "dec-octet", "reg-name", "path", "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty", "segment", "segment-nz", "segment-nz-nc", "pchar", "query", "fragment", "pct-encoded", "unreserved", "reserved", "gen-delims", "sub-delims"]),
    conform: Object.freeze(["URI-reference", "URI", "absolute-URI"]),
    schemeRules: Object.freeze({}),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc3987",
    rfc: 3987,
    title: "Internationalized Resource Identifiers (IRIs)",
    status: Object.freeze({ current: true }),
    start: "IRI-reference",
    kind: "uri",
    alphabet: "unicode",
    ruleNames: Object.freeze(["IRI", "ihier-part", "IRI-reference", "absolute-IRI", "irelative-ref", "irelative-part", "iauthority", "iuserinfo", "ihost", "ireg-name", "ipath", "ipath-abempty", "ipath-absolute", "ipath-noscheme", "ipath-rootless", "ipath-empty", "isegment", "isegment-nz", "isegment-nz-nc", "ipchar", "iquery", "ifragment", "iunreserved", "ucschar", "iprivate", "scheme", "port", "IP-literal", "IPvFuture", "IPv6address", "h16", "ls32", "IPv4address", "dec-octet", "pct-encoded", "unreserved", "reserved", "gen-delims", "sub-delims"]),
    conform: Object.freeze(["IRI-reference"]),
    schemeRules: Object.freeze({}),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc6874",
    rfc: 6874,
    title: "Representing IPv6 Zone Identifiers in Address Literals and Uniform Resource Identifiers",
    status: Object.freeze({ current: false, obsoletedBy: [9844] }),
    start: "URI-reference",
    kind: "uri",
    alphabet: "ascii",
    ruleNames: Object.freeze(["URI", "hier-part", "URI-reference", "absolute-URI", "relative-ref", "relative-part", "scheme", "authority", "userinfo", "host", "port", "IP-literal", "IPvFuture", "IPv6address", "h16", "ls32", "IPv4address", "dec-octet", "reg-name", "path", "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty", "segment", "segment-nz", "segment-nz-nc", "pchar", "query", "fragment", "pct-encoded", "unreserved", "reserved", "gen-delims", "sub-delims", "ZoneID", "IPv6addrz"]),
    conform: Object.freeze(["URI-reference"]),
    schemeRules: Object.freeze({}),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc2396",
    rfc: 2396,
    title: "Uniform Resource Identifiers (URI): Generic Syntax",
    status: Object.freeze({ current: false, obsoletedBy: [3986], updates: [1808, 1738], updatedBy: [2732] }),
    start: "URI-reference",
    kind: "uri",
    alphabet: "ascii",
    ruleNames: Object.freeze(["URI-reference", "absoluteURI", "relativeURI", "hier_part", "opaque_part", "uric_no_slash", "net_path", "abs_path", "rel_path", "rel_segment", "scheme", "authority", "reg_name", "server", "userinfo", "hostport", "host", "hostname", "domainlabel", "toplabel", "IPv4address", "port", "path", "path_segments", "segment", "param", "pchar", "query", "fragment", "uric", "reserved", "unreserved", "mark", "escaped", "hex", "alphanum", "alpha", "lowalpha", "upalpha", "digit"]),
    conform: Object.freeze(["URI-reference", "absoluteURI", "relativeURI"]),
    schemeRules: Object.freeze({}),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc1808",
    rfc: 1808,
    title: "Relative Uniform Resource Locators",
    status: Object.freeze({ current: false, obsoletedBy: [3986], updates: [1738], updatedBy: [2368, 2396] }),
    start: "URL",
    kind: "uri",
    alphabet: "ascii",
    ruleNames: Object.freeze(["URL", "absoluteURL", "generic-RL", "relativeURL", "net_path", "abs_path", "rel_path", "path", "fsegment", "segment", "params", "param", "scheme", "net_loc", "query", "fragment", "pchar", "uchar", "unreserved", "escape", "hex", "alpha", "lowalpha", "hialpha", "digit", "safe", "extra", "national", "reserved", "punctuation"]),
    conform: Object.freeze(["URL", "absoluteURL", "relativeURL"]),
    schemeRules: Object.freeze({}),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc1738",
    rfc: 1738,
    title: "Uniform Resource Locators (URL)",
    status: Object.freeze({ current: false, obsoletedBy: [4248, 4266], updatedBy: [1808, 2368, 2396, 3986, 6196, 6270, 8089] }),
    start: "url",
    kind: "uri",
    alphabet: "ascii",
    ruleNames: Object.freeze(["genericurl", "url", "otherurl", "scheme", "schemepart", "ip-schemepart", "login", "hostport", "host", "hostname", "domainlabel", "toplabel", "alphadigit", "hostnumber", "port", "user", "password", "urlpath", "ftpurl", "fpath", "fsegment", "ftptype", "fileurl", "httpurl", "hpath", "hsegment", "search", "gopherurl", "gtype", "selector", "gopher+_string", "mailtourl", "encoded822addr", "newsurl", "grouppart", "group", "article", "nntpurl", "telneturl", "waisurl", "waisdatabase", "waisindex", "waisdoc", "database", "wtype", "wpath", "prosperourl", "ppath", "psegment", "fieldspec", "fieldname", "fieldvalue", "lowalpha", "hialpha", "alpha", "digit", "safe", "extra", "national", "punctuation", "reserved", "hex", "escape", "unreserved", "uchar", "xchar", "digits"]),
    conform: Object.freeze(["url"]),
    schemeRules: Object.freeze({ "http": "httpurl", "ftp": "ftpurl", "file": "fileurl", "gopher": "gopherurl", "mailto": "mailtourl", "news": "newsurl", "nntp": "nntpurl", "telnet": "telneturl", "wais": "waisurl", "prospero": "prosperourl" }),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc6570",
    rfc: 6570,
    title: "URI Template",
    status: Object.freeze({ current: true }),
    start: "URI-Template",
    kind: "template",
    alphabet: "unicode",
    ruleNames: Object.freeze(["URI-Template", "literals", "expression", "operator", "op-level2", "op-level3", "op-reserve", "variable-list", "varspec", "varname", "varchar", "modifier-level4", "prefix", "max-length", "explode"]),
    conform: Object.freeze([]),
    schemeRules: Object.freeze({}),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc8141",
    rfc: 8141,
    title: "Uniform Resource Names (URNs)",
    status: Object.freeze({ current: true, obsoletes: [2141, 3406] }),
    start: "namestring",
    kind: "scheme",
    alphabet: "ascii",
    ruleNames: Object.freeze(["namestring", "assigned-name", "NID", "ldh", "NSS", "rq-components", "r-component", "q-component", "f-component", "alphanum"]),
    conform: Object.freeze([]),
    schemeRules: Object.freeze({ "urn": "namestring" }),
    schemeFragment: true
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc2397",
    rfc: 2397,
    title: 'The "data" URL scheme',
    status: Object.freeze({ current: true }),
    start: "dataurl",
    kind: "scheme",
    alphabet: "ascii",
    ruleNames: Object.freeze(["dataurl", "mediatype", "data", "parameter", "type", "subtype", "attribute", "value", "token", "urlchar"]),
    conform: Object.freeze([]),
    schemeRules: Object.freeze({ "data": "dataurl" }),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc3966",
    rfc: 3966,
    title: "The tel URI for Telephone Numbers",
    status: Object.freeze({ current: true }),
    start: "telephone-uri",
    kind: "scheme",
    alphabet: "ascii",
    ruleNames: Object.freeze(["telephone-uri", "telephone-subscriber", "global-number", "local-number", "par", "isdn-subaddress", "extension", "context", "descriptor", "global-number-digits", "local-number-digits", "domainname", "domainlabel", "toplabel", "parameter", "pname", "pvalue", "paramchar", "unreserved", "mark", "pct-encoded", "param-unreserved", "phonedigit", "phonedigit-hex", "visual-separator", "alphanum", "reserved", "uric"]),
    conform: Object.freeze([]),
    schemeRules: Object.freeze({ "tel": "telephone-uri" }),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc5870",
    rfc: 5870,
    title: "A Uniform Resource Identifier for Geographic Locations ('geo' URI)",
    status: Object.freeze({ current: true }),
    start: "geo-URI",
    kind: "scheme",
    alphabet: "ascii",
    ruleNames: Object.freeze(["geo-URI", "geo-scheme", "geo-path", "coordinates", "coord-a", "coord-b", "coord-c", "p", "crsp", "crslabel", "uncp", "uval", "parameter", "pname", "pvalue", "paramchar", "labeltext", "pnum", "num", "unreserved", "mark", "pct-encoded", "p-unreserved", "alphanum", "latitude", "longitude", "altitude"]),
    conform: Object.freeze([]),
    schemeRules: Object.freeze({ "geo": "geo-URI" }),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc8089",
    rfc: 8089,
    title: 'The "file" URI Scheme',
    status: Object.freeze({ current: true, updates: [1738], updatedBy: [9844] }),
    start: "file-URI",
    kind: "scheme",
    alphabet: "ascii",
    ruleNames: Object.freeze(["file-URI", "file-scheme", "file-hier-part", "auth-path", "local-path", "file-auth", "file-URI-F", "file-hier-part-F", "auth-path-F", "local-path-F", "file-auth-F", "unc-authority", "file-host", "inline-IP", "file-absolute", "drive-letter"]),
    conform: Object.freeze([]),
    schemeRules: Object.freeze({ "file": "file-URI" }),
    schemeFragment: false
  }),
  /* @__PURE__ */ Object.freeze({
    name: "rfc6068",
    rfc: 6068,
    title: "The 'mailto' URI Scheme",
    status: Object.freeze({ current: true, obsoletes: [2368] }),
    start: "mailtoURI",
    kind: "scheme",
    alphabet: "unicode",
    ruleNames: Object.freeze(["mailtoURI", "to", "hfields", "hfield", "hfname", "hfvalue", "addr-spec", "local-part", "domain", "dtext-no-obs", "qchar", "some-delims", "quoted-pair", "atext", "dot-atom-text", "qtext", "qcontent", "quoted-string", "UTF8-non-ascii"]),
    conform: Object.freeze([]),
    schemeRules: Object.freeze({ "mailto": "mailtoURI" }),
    schemeFragment: false
  })
]);

// src/sql/arguments.ts
var DEFAULT_GRAMMAR = GRAMMARS[0];
function text(fn, parameter, value) {
  if (typeof value !== "string") throw new TypeError(`${fn}: ${parameter} must be text, not ${value === null ? "NULL" : typeof value}`);
  return value;
}
function grammarNamed(fn, name) {
  if (name === void 0) return DEFAULT_GRAMMAR;
  const wanted = text(fn, "grammar", name);
  const grammar = GRAMMARS.find((g) => g.name === wanted);
  if (grammar === void 0) throw new TypeError(`${fn}: unknown grammar '${wanted}': one of ${GRAMMARS.map((g) => g.name).join(", ")}`);
  return grammar;
}
function ruleOf(fn, grammar, rule) {
  if (rule === void 0) return grammar.start;
  const wanted = text(fn, "rule", rule);
  if (!grammar.ruleNames.includes(wanted)) {
    throw new TypeError(`${fn}: unknown rule '${wanted}' of ${grammar.name}: one of ${grammar.ruleNames.join(", ")}`);
  }
  return wanted;
}

// src/sql/validate.ts
var validators = /* @__PURE__ */ new Map();
var checkers = /* @__PURE__ */ new Map();
function validatorOf(name) {
  let v = validators.get(name);
  if (v === void 0) {
    validators.set(name, v = createValidator(VALIDATORS[name]));
    if (HINTS[name]) defineHints(name, HINTS[name], DIAGNOSES[name]);
  }
  return v;
}
function ruleChecker(fn, rule, grammar) {
  const key = `${String(grammar)}\0${String(rule)}`;
  let checker = checkers.get(key);
  if (checker === void 0) {
    const info = grammarNamed(fn, grammar);
    const name = ruleOf(fn, info, rule);
    const validator11 = validatorOf(info.name);
    checker = {
      grammar: info.name,
      rule: name,
      test: (input2) => validator11.test(input2, name),
      error: (input2) => {
        const failure = validator11.diagnose(input2, name);
        if (failure === null) return null;
        const e = returnedSyntaxError(input2, failure.offset, failure.expected, name, info.name);
        const d = e.diagnosis;
        return {
          offset: e.offset,
          expected: [...e.expected],
          hint: e.hint(),
          diagnosis: d === null ? null : d.message,
          diagnosis_code: d === null ? null : d.code,
          diagnosis_start: d === null ? null : d.start,
          diagnosis_end: d === null ? null : d.end
        };
      }
    };
    checkers.set(key, checker);
  }
  return checker;
}
function uri_valid(input2, rule, grammar) {
  if (input2 === null || rule === null || grammar === null) return null;
  return ruleChecker("uri_valid", rule, grammar).test(text("uri_valid", "text", input2));
}
function uri_error(input2, rule, grammar) {
  if (input2 === null || rule === null || grammar === null) return null;
  return ruleChecker("uri_error", rule, grammar).error(text("uri_error", "text", input2));
}

// src/model/components.ts
function recompose(T) {
  let result = "";
  if (T.scheme !== null) result += T.scheme + ":";
  if (T.authority !== null) result += "//" + T.authority;
  result += T.path;
  if (T.query !== null) result += "?" + T.query;
  if (T.fragment !== null) result += "#" + T.fragment;
  return result;
}
function authorityText(userinfo2, host2, port3) {
  return (userinfo2 !== null ? userinfo2 + "@" : "") + host2 + (port3 !== null ? ":" + port3 : "");
}
var SLASH = 47;
var COLON = 58;
var QUESTION = 63;
var HASH = 35;
var AT = 64;
var OPEN = 91;
var CLOSE = 93;
var ANY = { table: new Uint16Array(256).fill(128, 128), accepting: Uint8Array.of(0, 1), wide: 128 };
function splitTexts(input2, dfa = ANY) {
  const { table, accepting, wide } = dfa;
  const n = input2.length;
  let s = 128;
  let scheme = null;
  let start = 0;
  let i = 0;
  for (; i < n; i++) {
    const c = input2.charCodeAt(i);
    if (c === SLASH || c === QUESTION || c === HASH) break;
    s = c > 127 ? wide : table[s + c];
    if (s === 0) return null;
    if (c === COLON) {
      if (i > 0) {
        scheme = input2.slice(0, i);
        start = i + 1;
      }
      i++;
      break;
    }
  }
  let authority3 = null;
  let userinfo2 = null;
  let host2 = null;
  let port3 = null;
  if (i === start && input2.charCodeAt(i) === SLASH && input2.charCodeAt(i + 1) === SLASH) {
    s = table[table[s + SLASH] + SLASH];
    if (s === 0) return null;
    const from = i += 2;
    let at = -1;
    let colon = -1;
    let close = -1;
    for (; i < n; i++) {
      const c = input2.charCodeAt(i);
      if (c === SLASH || c === QUESTION || c === HASH) break;
      s = c > 127 ? wide : table[s + c];
      if (s === 0) return null;
      if (c === AT) {
        at = i;
        colon = -1;
        close = -1;
      } else if (c === COLON && colon < 0) colon = i;
      else if (c === CLOSE && close < 0) close = i;
    }
    authority3 = input2.slice(from, i);
    const hostStart = at < 0 ? from : at + 1;
    if (at >= 0) userinfo2 = input2.slice(from, at);
    let hostEnd;
    if (input2.charCodeAt(hostStart) === OPEN) hostEnd = close < 0 ? i : close + 1;
    else hostEnd = colon < 0 ? i : colon;
    host2 = hostStart === from && hostEnd === i ? authority3 : input2.slice(hostStart, hostEnd);
    if (hostEnd < i && input2.charCodeAt(hostEnd) === COLON) port3 = input2.slice(hostEnd + 1, i);
    start = i;
  }
  if (dfa !== ANY) {
    for (; i < n; i++) {
      const c = input2.charCodeAt(i);
      s = c > 127 ? wide : table[s + c];
      if (s === 0) return null;
    }
    if (accepting[s >> 7] !== 1) return null;
  }
  const hash = input2.indexOf("#", start);
  const rest = hash < 0 ? n : hash;
  const first = input2.indexOf("?", start);
  const question = first >= 0 && first < rest ? first : -1;
  return {
    scheme,
    authority: authority3,
    userinfo: userinfo2,
    host: host2,
    port: port3,
    path: input2.slice(start, question < 0 ? rest : question),
    query: question < 0 ? null : input2.slice(question + 1, rest),
    fragment: hash < 0 ? null : input2.slice(hash + 1)
  };
}
function componentsByRule(syntax, rule) {
  let dfa;
  const load = () => {
    const { table, accepting } = syntax.validator.stepTable(rule);
    return { table, accepting, wide: 0 };
  };
  return (input2) => {
    const components2 = splitTexts(input2, dfa ??= load());
    if (components2 !== null) return components2;
    const failure = syntax.validator.diagnose(input2, rule);
    throw new UriSyntaxError(input2, failure.offset, failure.expected, rule, syntax.grammar);
  };
}

// src/model/reference-syntax.ts
function shapeOf(type) {
  if (type.includes("IRI")) return type.replace("IRI", "URI");
  return IRI_RULES.has(type) ? type.slice(1) : type;
}
var IRI_RULES = /* @__PURE__ */ new Set([
  "ihier-part",
  "irelative-ref",
  "irelative-part",
  "iauthority",
  "iuserinfo",
  "ihost",
  "ireg-name",
  "ipath",
  "ipath-abempty",
  "ipath-absolute",
  "ipath-noscheme",
  "ipath-rootless",
  "ipath-empty",
  "isegment",
  "isegment-nz",
  "isegment-nz-nc",
  "ipchar",
  "iquery",
  "ifragment",
  "iunreserved"
]);

// src/model/serialize.ts
function checkComponent(syntax, component, text2, rule, why) {
  const failure = syntax.validator.diagnose(text2, rule);
  if (failure === null) return;
  const error = new UriSyntaxError(text2, failure.offset, failure.expected, rule, syntax.grammar, component);
  const where2 = component === null ? "" : `${component} `;
  error.message = `${where2}${JSON.stringify(text2)} is not a valid ${rule}${why ? ` (${why})` : ""}: ${error.message}`;
  throw error;
}
function pathRuleIn(kind, hasAuthority, path3) {
  if (hasAuthority) return { rule: "path-abempty", why: 'RFC 3986 \xA73.3: with an authority, the path is empty or begins with "/"' };
  if (path3.startsWith("/")) return { rule: "path-absolute", why: 'RFC 3986 \xA73.3: without an authority, the path cannot begin with "//"' };
  if (path3 === "") return { rule: "path-empty", why: "" };
  if (kind === "uri") return { rule: "path-rootless", why: "" };
  return { rule: "path-noscheme", why: 'RFC 3986 \xA74.2: the first segment of a relative-path reference has no ":"' };
}
function componentOf(type) {
  const t = type.replace(/^i(?=[a-z])/, "");
  if (t === "scheme" || t === "userinfo" || t === "port" || t === "query" || t === "fragment") return t;
  if (t === "host" || t === "reg-name" || t === "IPv4address" || t === "IPv6address" || t === "IPvFuture" || t === "IP-literal" || t === "IPv6addrz" || t === "ZoneID") return "host";
  if (t.startsWith("path") || t.startsWith("segment")) return "path";
  return null;
}
function serializeIn(syntax, node) {
  check(syntax, node);
  return nodeText(node);
}
function nodeText(node) {
  switch (shapeOf(node.type)) {
    case "URI": {
      const { scheme, authority: authority3, path: path3, query: query2, fragment: fragment2 } = node;
      return recompose({ scheme: scheme.text, authority: authorityOf(authority3), path: pathText(path3), query: query2?.text ?? null, fragment: fragment2?.text ?? null });
    }
    case "absolute-URI": {
      const { scheme, authority: authority3, path: path3, query: query2 } = node;
      return recompose({ scheme: scheme.text, authority: authorityOf(authority3), path: pathText(path3), query: query2?.text ?? null, fragment: null });
    }
    case "relative-ref": {
      const { authority: authority3, path: path3, query: query2, fragment: fragment2 } = node;
      return recompose({ scheme: null, authority: authorityOf(authority3), path: pathText(path3), query: query2?.text ?? null, fragment: fragment2?.text ?? null });
    }
    case "hier-part":
    case "relative-part": {
      const { authority: authority3, path: path3 } = node;
      return recompose({ scheme: null, authority: authorityOf(authority3), path: pathText(path3), query: null, fragment: null });
    }
    case "authority":
      return authorityOf(node);
    case "IP-literal":
      return `[${node.address.text}]`;
    case "path-abempty":
    case "path-absolute":
    case "path-noscheme":
    case "path-rootless":
    case "path-empty":
      return pathText(node);
    default:
      return node.text;
  }
}
function authorityOf(a) {
  if (a === null) return null;
  return authorityText(a.userinfo?.text ?? null, a.host.type === "IP-literal" ? `[${a.host.address.text}]` : a.host.text, a.port?.text ?? null);
}
function pathText(p) {
  const texts2 = p.segments.map((s) => s.text);
  switch (shapeOf(p.type)) {
    case "path-abempty":
      return texts2.map((t) => "/" + t).join("");
    case "path-absolute":
      return "/" + texts2.join("/");
    case "path-noscheme":
    case "path-rootless":
      return texts2.join("/");
    default:
      return "";
  }
}
function componentsOf(node, syntax) {
  const shape = shapeOf(node.type);
  const auth = node.authority;
  return {
    scheme: shape === "relative-ref" ? null : node.scheme.text,
    authority: auth === null ? null : serializeIn(syntax, auth),
    userinfo: auth?.userinfo?.text ?? null,
    host: auth === null ? null : auth.host.type === "IP-literal" ? serializeIn(syntax, auth.host) : auth.host.text,
    port: auth?.port?.text ?? null,
    path: serializeIn(syntax, node.path),
    query: node.query?.text ?? null,
    fragment: shape === "absolute-URI" ? null : node.fragment?.text ?? null
  };
}
function checkLeaf(syntax, leaf2) {
  if (typeof leaf2.text !== "string") throw new TypeError(`a ${leaf2.type} node needs a text string, not ${typeof leaf2.text}`);
  if (syntax.hasRule(leaf2.type)) checkComponent(syntax, componentOf(leaf2.type), leaf2.text, leaf2.type);
}
function checkAuthority(syntax, a) {
  if (a.userinfo !== null) checkLeaf(syntax, a.userinfo);
  if (a.host.type === "IP-literal") checkLeaf(syntax, a.host.address);
  else checkLeaf(syntax, a.host);
  if (a.port !== null) checkLeaf(syntax, a.port);
}
function checkPath(syntax, p) {
  for (const s of p.segments) checkLeaf(syntax, s);
  const text2 = pathText(p);
  if (syntax.hasRule(p.type)) checkComponent(syntax, "path", text2, p.type, `the node's type is ${p.type}`);
  return text2;
}
function checkReference(syntax, kind, scheme, a, p, query2, fragment2) {
  if (scheme !== null) checkLeaf(syntax, scheme);
  if (a !== null) checkAuthority(syntax, a);
  const text2 = checkPath(syntax, p);
  const { rule, why } = pathRuleIn(kind, a !== null, text2);
  const own7 = p.type.startsWith("i") ? "i" + rule : rule;
  if (syntax.hasRule(own7)) checkComponent(syntax, "path", text2, own7, why);
  if (query2 !== null) checkLeaf(syntax, query2);
  if (fragment2 !== null) checkLeaf(syntax, fragment2);
}
function check(syntax, node) {
  if (node === null || typeof node !== "object" || typeof node.type !== "string") throw new TypeError("serialize needs an AST node (an object with a type)");
  switch (shapeOf(node.type)) {
    case "URI": {
      const r = node;
      return checkReference(syntax, "uri", r.scheme, r.authority, r.path, r.query, r.fragment);
    }
    case "absolute-URI": {
      const r = node;
      return checkReference(syntax, "uri", r.scheme, r.authority, r.path, r.query, null);
    }
    case "relative-ref": {
      const r = node;
      return checkReference(syntax, "relative", null, r.authority, r.path, r.query, r.fragment);
    }
    case "hier-part": {
      const r = node;
      return checkReference(syntax, "uri", null, r.authority, r.path, null, null);
    }
    case "relative-part": {
      const r = node;
      return checkReference(syntax, "relative", null, r.authority, r.path, null, null);
    }
    case "authority":
      return checkAuthority(syntax, node);
    case "IP-literal":
      return checkLeaf(syntax, node.address);
    case "path-abempty":
    case "path-absolute":
    case "path-noscheme":
    case "path-rootless":
    case "path-empty":
      checkPath(syntax, node);
      return;
    default:
      return checkLeaf(syntax, node);
  }
}

// src/grammars/rfc3986/components.ts
var rfc3986Components = {
  grammar: "rfc3986",
  validator,
  hasRule: (rule) => Object.prototype.hasOwnProperty.call(VALIDATOR.rules, rule)
};
var componentsOfReference = /* @__PURE__ */ componentsByRule(rfc3986Components, "URI-reference");
function components(input2) {
  if (typeof input2 !== "string") {
    if (typeof input2 !== "object" || input2 === null) throw new TypeError(`input must be a string or a parsed reference, not ${input2 === null ? "null" : typeof input2}`);
    return componentsOf(input2, rfc3986Components);
  }
  return componentsOfReference(input2);
}

// src/core/grammar-checks.ts
var noHints = () => null;
function argumentChecks({ name, rfc, table }) {
  const rules = new Set(table.map((r) => r.rfc));
  const isRuleName4 = (rule) => typeof rule === "string" && rules.has(rule);
  const assertArguments = (input2, rule) => {
    if (typeof input2 !== "string") throw new TypeError(`input must be a string, not ${input2 === null ? "null" : typeof input2}`);
    if (!isRuleName4(rule)) throw new TypeError(`unknown ${rfc === null ? name : `RFC ${rfc}`} rule: ${String(rule)}`);
  };
  return { isRuleName: isRuleName4, assertArguments };
}
function validityTest(parts2) {
  const { start, validator: validator11 } = parts2;
  const { assertArguments, isRuleName: isRuleName4 } = argumentChecks(parts2);
  return (input2, rule = start) => {
    if (typeof input2 !== "string" || rule !== start && !isRuleName4(rule)) assertArguments(input2, rule);
    return validator11.test(input2, rule);
  };
}
function syntaxCheck(parts2) {
  const { name, start, validator: validator11, hints, diagnoses } = parts2;
  const { assertArguments } = argumentChecks(parts2);
  if (hints || diagnoses) defineHints(name, hints ?? noHints, diagnoses);
  return (input2, rule = start) => {
    assertArguments(input2, rule);
    const failure = validator11.diagnose(input2, rule);
    return failure === null ? null : returnedSyntaxError(input2, failure.offset, failure.expected, rule, name);
  };
}
function grammarValidation(parts2) {
  return { check: syntaxCheck(parts2), isValid: validityTest(parts2), isRuleName: argumentChecks(parts2).isRuleName };
}

// src/core/grammar-api.ts
function leafOf(rule, text2) {
  return { type: rule, start: 0, end: text2.length, text: text2 };
}
function grammarApi(parts2) {
  const { name, start, parser, table, validator: validator11, textLeaf: textLeaf2 = leafOf } = parts2;
  const validation = grammarValidation(parts2);
  const { check: check6, isRuleName: isRuleName4 } = validation;
  const pegNames = new Map(table.map((r) => [r.rfc, r.peg]));
  const startPeg = pegNames.get(start);
  const tryParse4 = parser.tryParse;
  const retained = new UriSyntaxError("", 0, [], start, name);
  function parse6(input2, rule = start) {
    let startRule;
    if (rule === start && typeof input2 === "string") startRule = startPeg;
    else {
      if (typeof input2 !== "string" || !isRuleName4(rule)) check6(input2, rule);
      startRule = pegNames.get(rule);
    }
    const result = tryParse4(input2, startRule);
    if (result === parser.FAILED) {
      const failure = validator11.diagnose(input2, rule);
      if (failure === null) throw new Error(`uri-grammar: the ${name} parser rejects what the ${rule} DFA accepts: ${JSON.stringify(input2)}; please report it`);
      throw new retained.constructor(input2, failure.offset, failure.expected, rule, name);
    }
    return typeof result === "string" ? textLeaf2(rule, input2) : result;
  }
  return { ...validation, parse: parse6 };
}

// generated/rfc3986.ts
var rfc3986_exports = {};
__export(rfc3986_exports, {
  FAILED: () => FAILED,
  tryParse: () => tryParse
});

// src/grammars/rfc3986/nodes.ts
var nodes_exports = {};
__export(nodes_exports, {
  IP_literal: () => IP_literal,
  IPv4address: () => IPv4address,
  IPv6address: () => IPv6address,
  IPvFuture: () => IPvFuture,
  URI: () => URI,
  absolute_URI: () => absolute_URI,
  authority: () => authority2,
  hier_part: () => hier_part,
  ipv4Octets: () => ipv4Octets,
  ipv6Pieces: () => ipv6Pieces,
  leaf: () => leaf,
  path: () => path2,
  path_alternative: () => path_alternative,
  port: () => port2,
  relative_part: () => relative_part,
  relative_ref: () => relative_ref,
  textLeaf: () => textLeaf
});

// src/encoding/utf8.ts
var encoder = new TextEncoder();
var decoder = new TextDecoder("utf-8", { ignoreBOM: true });
function firstLoneSurrogate(text2, from = 0, to = text2.length) {
  for (let i = from; i < to; i++) {
    const c = text2.charCodeAt(i);
    if (c < 55296 || c > 57343) continue;
    if (c <= 56319 && i + 1 < to) {
      const d = text2.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) {
        i++;
        continue;
      }
    }
    return i;
  }
  return -1;
}
function utf8EncodeInto(text2, out, at) {
  return encoder.encodeInto(text2, at === 0 ? out : out.subarray(at)).written;
}
function sequenceLength(b) {
  return b < 128 ? 1 : b < 194 ? 0 : b < 224 ? 2 : b < 240 ? 3 : b < 245 ? 4 : 0;
}
function secondLow(b) {
  return b === 224 ? 160 : b === 240 ? 144 : 128;
}
function secondHigh(b) {
  return b === 237 ? 159 : b === 244 ? 143 : 191;
}
function utf8CodePointAt(bytes, i, end = bytes.length) {
  const b0 = bytes[i];
  if (b0 < 128) return b0;
  const length = sequenceLength(b0);
  if (length === 0 || i + length > end) return -1;
  const b1 = bytes[i + 1];
  if (b1 < secondLow(b0) || b1 > secondHigh(b0)) return -1;
  let cp = (b0 & 127 >> length) << 6 | b1 & 63;
  for (let k = 2; k < length; k++) {
    const b = bytes[i + k];
    if (b < 128 || b > 191) return -1;
    cp = cp << 6 | b & 63;
  }
  return cp;
}
function utf8Length(cp) {
  return cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
}

// src/encoding/percent-encoding.ts
var encodeSets = Object.freeze({
  unreserved,
  pchar,
  "segment-nz-nc": segment_nz_nc,
  path,
  query,
  fragment,
  userinfo,
  "reg-name": reg_name
});
var encodeSetNames = Object.freeze(Object.keys(encodeSets));
var PERCENT_ENCODE_ERROR = "ERR_PERCENT_ENCODE";
var PercentEncodeError = class extends TypeError {
  name = "PercentEncodeError";
  code = PERCENT_ENCODE_ERROR;
  /** Index in the input of the lone surrogate. */
  offset;
  /** Its brand across copies of this package (src/core/error-base.ts): a TypeError, and by brand a UriGrammarError too. */
  static [ERROR_BRAND] = /* @__PURE__ */ Symbol.for("uri-grammar.PercentEncodeError");
  /**
   * The brands of the error's class chain, which `instanceof` reads.
   * @internal
   */
  get [ERROR_BRANDS]() {
    return [...brandsOf(this), UriGrammarError[ERROR_BRAND]];
  }
  /** `instanceof PercentEncodeError` is true for an error of any copy of this package, by its brand. */
  static [Symbol.hasInstance](value) {
    return isBranded(this, value);
  }
  constructor(message, offset) {
    super(message);
    this.offset = offset;
  }
};
var PERCENT_DECODE_ERROR = "ERR_PERCENT_DECODE";
var PercentDecodeError = class extends UriGrammarError {
  name = "PercentDecodeError";
  code = PERCENT_DECODE_ERROR;
  /** Index in the input where the error starts. */
  offset;
  kind;
  /** Its brand across copies of this package (src/core/error-base.ts). */
  static [ERROR_BRAND] = /* @__PURE__ */ Symbol.for("uri-grammar.PercentDecodeError");
  constructor(message, offset, kind) {
    super(message);
    this.offset = offset;
    this.kind = kind;
  }
};
var PCT = Array.from({ length: 256 }, (_, b) => "%" + b.toString(16).toUpperCase().padStart(2, "0"));
var HEX_VALUE = new Int8Array(128).fill(-1);
for (let c = 0; c < 128; c++) if (has(HEXDIG, c)) HEX_VALUE[c] = parseInt(String.fromCharCode(c), 16);
var PERCENT = 37;
function pctOctetAt(text2, i) {
  if (text2.charCodeAt(i) !== PERCENT) return -1;
  const h = text2.charCodeAt(i + 1);
  const l = text2.charCodeAt(i + 2);
  if (!(h < 128 && l < 128)) return -1;
  const hv = HEX_VALUE[h];
  const lv = HEX_VALUE[l];
  return hv < 0 || lv < 0 ? -1 : hv << 4 | lv;
}
var scratch = new Uint8Array(3 * 1024);
function bufferOf(size) {
  return size <= scratch.length ? scratch : new Uint8Array(size);
}
function encodeOctets(text2, keep, spaceAsPlus, lone) {
  const n = text2.length;
  let out = "";
  let run2 = 0;
  let octets2 = null;
  let written = 0;
  let o = 0;
  let at = 0;
  for (let i = 0; i < n; i++) {
    const c = text2.charCodeAt(i);
    if (c < 128 && keep[c] === 1) continue;
    if (run2 < i) out += text2.slice(run2, i);
    if (c < 128) {
      out += c === 32 && spaceAsPlus ? "+" : PCT[c];
      run2 = i + 1;
      continue;
    }
    let j = i + 1;
    while (j < n && text2.charCodeAt(j) >= 128) j++;
    if (lone !== void 0) {
      const k = firstLoneSurrogate(text2, i, j);
      if (k >= 0) lone(k);
    }
    if (octets2 === null) {
      octets2 = bufferOf(3 * n);
      written = utf8EncodeInto(text2, octets2, 0);
      o = i;
    } else {
      o += i - at;
    }
    while (o < written && octets2[o] >= 128) out += PCT[octets2[o++]];
    at = run2 = j;
    i = j - 1;
  }
  return run2 === 0 ? text2 : out + text2.slice(run2);
}

// src/grammars/rfc3986/nodes.ts
function leaf(type, start, text2) {
  return { type, start, end: start + text2.length, text: text2 };
}
function URI(type, r, scheme, hier, query2, fragment2) {
  return { type, start: r.start, end: r.end, scheme, authority: hier.authority, path: hier.path, query: query2, fragment: fragment2 };
}
function hier_part(type, r, authority3, path3) {
  return { type, start: r.start, end: r.end, authority: authority3, path: path3 };
}
function absolute_URI(type, r, scheme, hier, query2) {
  return { type, start: r.start, end: r.end, scheme, authority: hier.authority, path: hier.path, query: query2 };
}
function relative_ref(type, r, part, query2, fragment2) {
  return { type, start: r.start, end: r.end, authority: part.authority, path: part.path, query: query2, fragment: fragment2 };
}
function relative_part(type, r, authority3, path3) {
  return { type, start: r.start, end: r.end, authority: authority3, path: path3 };
}
function authority2(type, r, userinfo2, host2, port3) {
  return { type, start: r.start, end: r.end, userinfo: userinfo2, host: host2, port: port3 };
}
function port2(start, text2) {
  return { type: "port", start, end: start + text2.length, text: text2, value: portValue(text2) };
}
function portValue(text2) {
  if (text2 === "") return null;
  let i = 0;
  while (i < text2.length - 1 && text2.charCodeAt(i) === 48) i++;
  if (text2.length - i > 16) return Infinity;
  const value = Number(text2.slice(i));
  return value <= Number.MAX_SAFE_INTEGER ? value : Infinity;
}
function IP_literal(r, address) {
  return { type: "IP-literal", start: r.start, end: r.end, address };
}
function IPvFuture(start, text2, version, data) {
  return { type: "IPvFuture", start, end: start + text2.length, text: text2, version, data };
}
function IPv6address(start, text2) {
  return { type: "IPv6address", start, end: start + text2.length, text: text2, pieces: ipv6Pieces(text2) };
}
function IPv4address(start, text2) {
  return { type: "IPv4address", start, end: start + text2.length, text: text2, octets: ipv4Octets(text2) };
}
function ipv4Octets(text2) {
  const [a, b, c, d] = text2.split(".");
  return [Number(a), Number(b), Number(c), Number(d)];
}
function ipv6Pieces(text2) {
  const gap = text2.indexOf("::");
  const head = gap < 0 ? text2 : text2.slice(0, gap);
  const tail = gap < 0 ? "" : text2.slice(gap + 2);
  const left = piecesOf(head);
  const right = piecesOf(tail);
  const zeros = new Array(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
function piecesOf(part) {
  if (part === "") return [];
  const out = [];
  for (const h of part.split(":")) {
    if (h.includes(".")) {
      const [a, b, c, d] = ipv4Octets(h);
      out.push(a << 8 | b, c << 8 | d);
    } else {
      out.push(parseInt(h, 16));
    }
  }
  return out;
}
function path2(type, start, text2) {
  return new PathNode(type, start, text2);
}
function path_alternative(start, text2, prefix = "") {
  if (text2 === "" || text2.charCodeAt(0) === 47) return path2(`${prefix}path-abempty`, start, text2);
  const slash = text2.indexOf("/");
  const colon = text2.indexOf(":");
  const noscheme = colon < 0 || slash >= 0 && slash < colon;
  return path2(noscheme ? `${prefix}path-noscheme` : `${prefix}path-rootless`, start, text2);
}
var PathNode = class _PathNode {
  /**
   * One instance kept alive for the life of the module. The hidden classes
   * (maps) of a class's instances hang off its constructor's by transitions,
   * which V8's full garbage collection treats as weak: when no path node is
   * alive at a full GC, the maps die, and every optimized function that built
   * one (the parser's path rules, with all they were inlined into) is thrown
   * away and optimized again. Object-literal nodes keep theirs through their
   * boilerplates; this instance keeps the path nodes'.
   */
  static #retained = new _PathNode("path-empty", 0, "");
  type;
  start;
  end;
  #text;
  #segments;
  constructor(type, start, text2) {
    this.type = type;
    this.start = start;
    this.end = start + text2.length;
    this.#text = text2;
    this.#segments = void 0;
  }
  get segments() {
    return this.#segments ??= splitSegments(this.type, this.start, this.#text);
  }
  /** The node as plain data, segments included (for JSON.stringify). */
  toJSON() {
    return { type: this.type, start: this.start, end: this.end, segments: this.segments };
  }
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
    return this.toJSON();
  }
};
function splitSegments(type, start, text2) {
  const segments = [];
  const rule = shapeOf(type);
  if (text2 === "" || rule === "path-absolute" && text2.length === 1) return segments;
  let i = rule === "path-abempty" || rule === "path-absolute" ? 1 : 0;
  const segment = rule === type ? "segment" : "isegment";
  let kind = rule === "path-abempty" ? segment : `${segment}-${rule === "path-noscheme" ? "nz-nc" : "nz"}`;
  for (; ; ) {
    const slash = text2.indexOf("/", i);
    const stop = slash < 0 ? text2.length : slash;
    segments.push(leaf(kind, start + i, text2.slice(i, stop)));
    kind = segment;
    if (slash < 0) return segments;
    i = slash + 1;
  }
}
function textLeaf(rule, text2) {
  const node = leaf(rule, 0, text2);
  switch (rule) {
    case "h16":
      return { ...node, value: parseInt(text2, 16) };
    case "dec-octet":
      return { ...node, value: Number(text2) };
    case "pct-encoded":
      return { ...node, value: pctOctetAt(text2, 0) };
    case "ls32": {
      const pieces = text2.includes(".") ? ipv6Pieces(`::${text2}`).slice(6) : text2.split(":").map((h) => parseInt(h, 16));
      return { ...node, pieces };
    }
    default:
      return node;
  }
}

// generated/rfc3986.ts
var input = "";
var peg$FAILED = {};
var peg$source;
function peg$table(codes) {
  var table = new Uint8Array(128);
  for (var i = 0; i < codes.length; i++) table[codes[i]] = 1;
  return table;
}
var peg$currPos = 0;
var peg$savedPos = 0;
var peg$nodes = nodes_exports;
var peg$set0 = /* @__PURE__ */ peg$table([65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122]);
var peg$set1 = /* @__PURE__ */ peg$table([43, 45, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122]);
var peg$set2 = /* @__PURE__ */ peg$table([33, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set3 = /* @__PURE__ */ peg$table([33, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 59, 61, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set4 = /* @__PURE__ */ peg$table([33, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set5 = /* @__PURE__ */ peg$table([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 65, 66, 67, 68, 69, 70, 97, 98, 99, 100, 101, 102]);
var peg$set6 = /* @__PURE__ */ peg$table([33, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 59, 61, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set7 = /* @__PURE__ */ peg$table([48, 49, 50, 51, 52, 53, 54, 55, 56, 57]);
var peg$set8 = /* @__PURE__ */ peg$table([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 65, 66, 67, 68, 69, 70, 97, 98, 99, 100, 101, 102]);
var peg$set9 = /* @__PURE__ */ peg$table([48, 49, 50, 51, 52, 53]);
var peg$set10 = /* @__PURE__ */ peg$table([48, 49, 50, 51, 52]);
var peg$set11 = /* @__PURE__ */ peg$table([49, 50, 51, 52, 53, 54, 55, 56, 57]);
var peg$set12 = /* @__PURE__ */ peg$table([33, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 59, 61, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set13 = /* @__PURE__ */ peg$table([33, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set14 = /* @__PURE__ */ peg$table([33, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set15 = /* @__PURE__ */ peg$table([33, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 59, 61, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set16 = /* @__PURE__ */ peg$table([45, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set17 = /* @__PURE__ */ peg$table([33, 36, 38, 39, 40, 41, 42, 43, 44, 59, 61]);
var peg$set18 = /* @__PURE__ */ peg$table([33, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 95, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 126]);
var peg$set19 = /* @__PURE__ */ peg$table([33, 35, 36, 38, 39, 40, 41, 42, 43, 44, 47, 58, 59, 61, 63, 64, 91, 93]);
var peg$set20 = /* @__PURE__ */ peg$table([35, 47, 58, 63, 64, 91, 93]);
function peg$run0(p) {
  var c, d, s = input, n = s.length, t0 = peg$set1;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$run1(p) {
  var c, d, s = input, n = s.length, t0 = peg$set4, t1 = peg$set5;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    if (p + 3 <= n && c === 37 && ((d = s.charCodeAt(p + 1)) < 128 && t1[d] === 1) && ((d = s.charCodeAt(p + 2)) < 128 && t1[d] === 1)) {
      p += 3;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$run2(p) {
  var c, d, s = input, n = s.length, t0 = peg$set7;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$run3(p) {
  var c, d, s = input, n = s.length, t0 = peg$set5;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$run4(p) {
  var c, d, s = input, n = s.length, t0 = peg$set4;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$run5(p) {
  var c, d, s = input, n = s.length, t0 = peg$set12, t1 = peg$set5;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    if (p + 3 <= n && c === 37 && ((d = s.charCodeAt(p + 1)) < 128 && t1[d] === 1) && ((d = s.charCodeAt(p + 2)) < 128 && t1[d] === 1)) {
      p += 3;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$run6(p) {
  var c, d, s = input, n = s.length, t0 = peg$set13, t1 = peg$set5;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    if (p + 3 <= n && c === 37 && ((d = s.charCodeAt(p + 1)) < 128 && t1[d] === 1) && ((d = s.charCodeAt(p + 2)) < 128 && t1[d] === 1)) {
      p += 3;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$run7(p) {
  var c, d, s = input, n = s.length, t0 = peg$set14, t1 = peg$set5;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    if (p + 3 <= n && c === 37 && ((d = s.charCodeAt(p + 1)) < 128 && t1[d] === 1) && ((d = s.charCodeAt(p + 2)) < 128 && t1[d] === 1)) {
      p += 3;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$run8(p) {
  var c, d, s = input, n = s.length, t0 = peg$set15, t1 = peg$set5;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    if (p + 3 <= n && c === 37 && ((d = s.charCodeAt(p + 1)) < 128 && t1[d] === 1) && ((d = s.charCodeAt(p + 2)) < 128 && t1[d] === 1)) {
      p += 3;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$run9(p) {
  var c, d, s = input, n = s.length, t0 = peg$set18, t1 = peg$set5;
  L: while (p < n) {
    c = s.charCodeAt(p);
    if (c < 128 && t0[c] === 1) {
      p++;
      continue L;
    }
    if (p + 3 <= n && c === 37 && ((d = s.charCodeAt(p + 1)) < 128 && t1[d] === 1) && ((d = s.charCodeAt(p + 2)) < 128 && t1[d] === 1)) {
      p += 3;
      continue L;
    }
    break L;
  }
  return p;
}
function peg$fast$URI() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20;
  v0 = peg$currPos;
  L1: {
    v1 = peg$currPos;
    if (input.indexOf(":", peg$currPos) < 0) {
      r0 = false;
      break L1;
    }
    v3 = peg$currPos;
    v5 = peg$currPos;
    L2: {
      v6 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set0[c] === 1) {
        v7 = true;
        peg$currPos++;
      } else {
        v7 = false;
      }
      if (v7 === false) {
        v2 = false;
        break L2;
      }
      v9 = peg$currPos;
      p = peg$run0(v9);
      peg$currPos = p;
      v8 = true;
      if (v8 === false) {
        peg$currPos = v6;
        v2 = false;
        break L2;
      }
      v2 = true;
    }
    if (v2 === false) {
      r0 = false;
      break L1;
    }
    v4 = peg$currPos;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 58) {
      v10 = true;
      peg$currPos++;
    } else {
      v10 = false;
    }
    if (v10 === false) {
      peg$currPos = v1;
      r0 = false;
      break L1;
    }
    v11 = peg$fast$hier_part();
    if (v11 === false) {
      peg$currPos = v1;
      r0 = false;
      break L1;
    }
    L3: {
      v13 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 63) {
        v14 = true;
        peg$currPos++;
      } else {
        v14 = false;
      }
      if (v14 === false) {
        v12 = false;
        break L3;
      }
      v15 = peg$fast$query();
      if (v15 === false) {
        peg$currPos = v13;
        v12 = false;
        break L3;
      }
      v12 = v15;
    }
    if (v12 === false) {
      v12 = null;
    }
    if (v12 === false) {
      peg$currPos = v1;
      r0 = false;
      break L1;
    }
    L4: {
      v17 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 35) {
        v18 = true;
        peg$currPos++;
      } else {
        v18 = false;
      }
      if (v18 === false) {
        v16 = false;
        break L4;
      }
      v19 = peg$fast$fragment();
      if (v19 === false) {
        peg$currPos = v17;
        v16 = false;
        break L4;
      }
      v16 = v19;
    }
    if (v16 === false) {
      v16 = null;
    }
    if (v16 === false) {
      peg$currPos = v1;
      r0 = false;
      break L1;
    }
    v20 = peg$currPos;
    v2 = peg$nodes.leaf("scheme", v3, input.substring(v3, v4));
    peg$currPos = v20;
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.URI("URI", { source: peg$source, start: v0, end: peg$currPos }, v2, v11, v12, v16);
  }
  return r0;
}
function peg$fast$hier_part() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7;
  L5: {
    v0 = peg$currPos;
    L6: {
      v1 = peg$currPos;
      if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 47 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 47) {
        v2 = true;
        peg$currPos += 2;
      } else {
        v2 = false;
      }
      if (v2 === false) {
        r0 = false;
        break L6;
      }
      v3 = peg$fast$authority();
      if (v3 === false) {
        peg$currPos = v1;
        r0 = false;
        break L6;
      }
      v4 = peg$fast$path_abempty();
      if (v4 === false) {
        peg$currPos = v1;
        r0 = false;
        break L6;
      }
      r0 = true;
    }
    if (r0 !== false) {
      r0 = peg$nodes.hier_part("hier-part", { source: peg$source, start: v0, end: peg$currPos }, v3, v4);
    }
    if (r0 !== false) break L5;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 47) {
      v5 = peg$currPos;
      r0 = peg$fast$path_absolute();
      if (r0 !== false) {
        r0 = peg$nodes.hier_part("hier-part", { source: peg$source, start: v5, end: peg$currPos }, null, r0);
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L5;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set2[c] === 1) {
      v6 = peg$currPos;
      r0 = peg$fast$path_rootless();
      if (r0 !== false) {
        r0 = peg$nodes.hier_part("hier-part", { source: peg$source, start: v6, end: peg$currPos }, null, r0);
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L5;
    v7 = peg$currPos;
    r0 = peg$fast$path_empty();
    if (r0 !== false) {
      r0 = peg$nodes.hier_part("hier-part", { source: peg$source, start: v7, end: peg$currPos }, null, r0);
    }
  }
  return r0;
}
function peg$fast$URI_reference() {
  var r0, c, d, p, n;
  L7: {
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set0[c] === 1) {
      r0 = peg$fast$URI();
    } else {
      r0 = false;
    }
    if (r0 !== false) break L7;
    r0 = peg$fast$relative_ref();
  }
  return r0;
}
function peg$fast$absolute_URI() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16;
  v0 = peg$currPos;
  L8: {
    v1 = peg$currPos;
    if (input.indexOf(":", peg$currPos) < 0) {
      r0 = false;
      break L8;
    }
    v3 = peg$currPos;
    v5 = peg$currPos;
    L9: {
      v6 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set0[c] === 1) {
        v7 = true;
        peg$currPos++;
      } else {
        v7 = false;
      }
      if (v7 === false) {
        v2 = false;
        break L9;
      }
      v9 = peg$currPos;
      p = peg$run0(v9);
      peg$currPos = p;
      v8 = true;
      if (v8 === false) {
        peg$currPos = v6;
        v2 = false;
        break L9;
      }
      v2 = true;
    }
    if (v2 === false) {
      r0 = false;
      break L8;
    }
    v4 = peg$currPos;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 58) {
      v10 = true;
      peg$currPos++;
    } else {
      v10 = false;
    }
    if (v10 === false) {
      peg$currPos = v1;
      r0 = false;
      break L8;
    }
    v11 = peg$fast$hier_part();
    if (v11 === false) {
      peg$currPos = v1;
      r0 = false;
      break L8;
    }
    L10: {
      v13 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 63) {
        v14 = true;
        peg$currPos++;
      } else {
        v14 = false;
      }
      if (v14 === false) {
        v12 = false;
        break L10;
      }
      v15 = peg$fast$query();
      if (v15 === false) {
        peg$currPos = v13;
        v12 = false;
        break L10;
      }
      v12 = v15;
    }
    if (v12 === false) {
      v12 = null;
    }
    if (v12 === false) {
      peg$currPos = v1;
      r0 = false;
      break L8;
    }
    v16 = peg$currPos;
    v2 = peg$nodes.leaf("scheme", v3, input.substring(v3, v4));
    peg$currPos = v16;
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.absolute_URI("absolute-URI", { source: peg$source, start: v0, end: peg$currPos }, v2, v11, v12);
  }
  return r0;
}
function peg$fast$relative_ref() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10;
  v0 = peg$currPos;
  L11: {
    v1 = peg$currPos;
    v2 = peg$fast$relative_part();
    if (v2 === false) {
      r0 = false;
      break L11;
    }
    L12: {
      v4 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 63) {
        v5 = true;
        peg$currPos++;
      } else {
        v5 = false;
      }
      if (v5 === false) {
        v3 = false;
        break L12;
      }
      v6 = peg$fast$query();
      if (v6 === false) {
        peg$currPos = v4;
        v3 = false;
        break L12;
      }
      v3 = v6;
    }
    if (v3 === false) {
      v3 = null;
    }
    if (v3 === false) {
      peg$currPos = v1;
      r0 = false;
      break L11;
    }
    L13: {
      v8 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 35) {
        v9 = true;
        peg$currPos++;
      } else {
        v9 = false;
      }
      if (v9 === false) {
        v7 = false;
        break L13;
      }
      v10 = peg$fast$fragment();
      if (v10 === false) {
        peg$currPos = v8;
        v7 = false;
        break L13;
      }
      v7 = v10;
    }
    if (v7 === false) {
      v7 = null;
    }
    if (v7 === false) {
      peg$currPos = v1;
      r0 = false;
      break L11;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.relative_ref("relative-ref", { source: peg$source, start: v0, end: peg$currPos }, v2, v3, v7);
  }
  return r0;
}
function peg$fast$relative_part() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7;
  L14: {
    v0 = peg$currPos;
    L15: {
      v1 = peg$currPos;
      if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 47 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 47) {
        v2 = true;
        peg$currPos += 2;
      } else {
        v2 = false;
      }
      if (v2 === false) {
        r0 = false;
        break L15;
      }
      v3 = peg$fast$authority();
      if (v3 === false) {
        peg$currPos = v1;
        r0 = false;
        break L15;
      }
      v4 = peg$fast$path_abempty();
      if (v4 === false) {
        peg$currPos = v1;
        r0 = false;
        break L15;
      }
      r0 = true;
    }
    if (r0 !== false) {
      r0 = peg$nodes.relative_part("relative-part", { source: peg$source, start: v0, end: peg$currPos }, v3, v4);
    }
    if (r0 !== false) break L14;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 47) {
      v5 = peg$currPos;
      r0 = peg$fast$path_absolute();
      if (r0 !== false) {
        r0 = peg$nodes.relative_part("relative-part", { source: peg$source, start: v5, end: peg$currPos }, null, r0);
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L14;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set3[c] === 1) {
      v6 = peg$currPos;
      r0 = peg$fast$path_noscheme();
      if (r0 !== false) {
        r0 = peg$nodes.relative_part("relative-part", { source: peg$source, start: v6, end: peg$currPos }, null, r0);
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L14;
    v7 = peg$currPos;
    r0 = peg$fast$path_empty();
    if (r0 !== false) {
      r0 = peg$nodes.relative_part("relative-part", { source: peg$source, start: v7, end: peg$currPos }, null, r0);
    }
  }
  return r0;
}
function peg$fast$scheme() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4;
  v0 = peg$currPos;
  L16: {
    v1 = peg$currPos;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set0[c] === 1) {
      v2 = true;
      peg$currPos++;
    } else {
      v2 = false;
    }
    if (v2 === false) {
      r0 = false;
      break L16;
    }
    v4 = peg$currPos;
    p = peg$run0(v4);
    peg$currPos = p;
    v3 = true;
    if (v3 === false) {
      peg$currPos = v1;
      r0 = false;
      break L16;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.leaf("scheme", v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$authority() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15;
  v0 = peg$currPos;
  L17: {
    v1 = peg$currPos;
    L18: {
      v3 = peg$currPos;
      if (input.indexOf("@", peg$currPos) < 0) {
        v2 = false;
        break L18;
      }
      v5 = peg$currPos;
      v7 = peg$currPos;
      v8 = peg$currPos;
      p = peg$run1(v8);
      peg$currPos = p;
      v4 = true;
      if (v4 === false) {
        v2 = false;
        break L18;
      }
      v6 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 64) {
        v9 = true;
        peg$currPos++;
      } else {
        v9 = false;
      }
      if (v9 === false) {
        peg$currPos = v3;
        v2 = false;
        break L18;
      }
      v10 = peg$currPos;
      v4 = peg$nodes.leaf("userinfo", v5, input.substring(v5, v6));
      peg$currPos = v10;
      v2 = v4;
    }
    if (v2 === false) {
      v2 = null;
    }
    if (v2 === false) {
      r0 = false;
      break L17;
    }
    v11 = peg$fast$host();
    if (v11 === false) {
      peg$currPos = v1;
      r0 = false;
      break L17;
    }
    L19: {
      v13 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 58) {
        v14 = true;
        peg$currPos++;
      } else {
        v14 = false;
      }
      if (v14 === false) {
        v12 = false;
        break L19;
      }
      v15 = peg$fast$port();
      if (v15 === false) {
        peg$currPos = v13;
        v12 = false;
        break L19;
      }
      v12 = v15;
    }
    if (v12 === false) {
      v12 = null;
    }
    if (v12 === false) {
      peg$currPos = v1;
      r0 = false;
      break L17;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.authority("authority", { source: peg$source, start: v0, end: peg$currPos }, v2, v11, v12);
  }
  return r0;
}
function peg$fast$userinfo() {
  var r0, c, d, p, n, v0, v1;
  v0 = peg$currPos;
  v1 = peg$currPos;
  p = peg$run1(v1);
  peg$currPos = p;
  r0 = true;
  if (r0 !== false) {
    r0 = peg$nodes.leaf("userinfo", v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$host() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7;
  L20: {
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 91) {
      r0 = peg$fast$IP_literal();
    } else {
      r0 = false;
    }
    if (r0 !== false) break L20;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set7[c] === 1) {
      L21: {
        v0 = peg$currPos;
        v2 = peg$currPos;
        v1 = peg$skip$IPv4address();
        if (v1 === false) {
          r0 = false;
          break L21;
        }
        v3 = peg$currPos;
        v5 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set6[c] === 1) {
          v6 = true;
          peg$currPos++;
        } else {
          v6 = false;
        }
        if (v6 === false) {
          v4 = void 0;
        } else {
          peg$currPos = v5;
          v4 = false;
        }
        if (v4 === false) {
          peg$currPos = v0;
          r0 = false;
          break L21;
        }
        v7 = peg$currPos;
        v1 = peg$nodes.IPv4address(v2, input.substring(v2, v3));
        peg$currPos = v7;
        r0 = v1;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L20;
    r0 = peg$fast$reg_name();
  }
  return r0;
}
function peg$fast$port() {
  var r0, c, d, p, n, v0, v1;
  v0 = peg$currPos;
  v1 = peg$currPos;
  p = peg$run2(v1);
  peg$currPos = p;
  r0 = true;
  if (r0 !== false) {
    r0 = peg$nodes.port(v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$IP_literal() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4;
  v0 = peg$currPos;
  L22: {
    v1 = peg$currPos;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 91) {
      v2 = true;
      peg$currPos++;
    } else {
      v2 = false;
    }
    if (v2 === false) {
      r0 = false;
      break L22;
    }
    if (input.indexOf("]", peg$currPos) < 0) {
      peg$currPos = v1;
      r0 = false;
      break L22;
    }
    L23: {
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set8[c] === 1) {
        v3 = peg$fast$IPv6address();
      } else {
        v3 = false;
      }
      if (v3 !== false) break L23;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 86 || c === 118) {
        v3 = peg$fast$IPvFuture();
      } else {
        v3 = false;
      }
    }
    if (v3 === false) {
      peg$currPos = v1;
      r0 = false;
      break L22;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 93) {
      v4 = true;
      peg$currPos++;
    } else {
      v4 = false;
    }
    if (v4 === false) {
      peg$currPos = v1;
      r0 = false;
      break L22;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.IP_literal({ source: peg$source, start: v0, end: peg$currPos }, v3);
  }
  return r0;
}
function peg$fast$IPvFuture() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9;
  v0 = peg$currPos;
  L24: {
    v1 = peg$currPos;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 86 || c === 118) {
      v2 = true;
      peg$currPos++;
    } else {
      v2 = false;
    }
    if (v2 === false) {
      r0 = false;
      break L24;
    }
    if (input.indexOf(".", peg$currPos) < 0) {
      peg$currPos = v1;
      r0 = false;
      break L24;
    }
    v4 = peg$currPos;
    v5 = peg$currPos;
    p = peg$run3(v5);
    if (p > v5) {
      peg$currPos = p;
      v3 = true;
    } else {
      v3 = false;
    }
    if (v3 !== false) {
      v3 = input.substring(v4, peg$currPos);
    }
    if (v3 === false) {
      peg$currPos = v1;
      r0 = false;
      break L24;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 46) {
      v6 = true;
      peg$currPos++;
    } else {
      v6 = false;
    }
    if (v6 === false) {
      peg$currPos = v1;
      r0 = false;
      break L24;
    }
    v8 = peg$currPos;
    v9 = peg$currPos;
    p = peg$run4(v9);
    if (p > v9) {
      peg$currPos = p;
      v7 = true;
    } else {
      v7 = false;
    }
    if (v7 !== false) {
      v7 = input.substring(v8, peg$currPos);
    }
    if (v7 === false) {
      peg$currPos = v1;
      r0 = false;
      break L24;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.IPvFuture(v0, input.substring(v0, peg$currPos), v3, v7);
  }
  return r0;
}
function peg$fast$IPv6address() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21, v22, v23, v24, v25, v26, v27, v28, v29, v30, v31, v32, v33, v34, v35, v36, v37, v38, v39, v40, v41, v42, v43, v44, v45, v46, v47, v48, v49, v50, v51, v52, v53, v54, v55, v56, v57, v58, v59, v60, v61, v62, v63, v64, v65, v66, v67, v68, v69, v70, v71, v72, v73, v74, v75, v76, v77, v78, v79, v80, v81, v82, v83, v84, v85, v86, v87, v88, v89, v90, v91, v92, v93, v94, v95, v96, v97, v98, v99, v100, v101, v102, v103, v104, v105, v106, v107, v108, v109, v110, v111, v112, v113, v114, v115, v116, v117, v118, v119, v120, v121, v122, v123, v124, v125, v126, v127, v128, v129, v130, v131, v132, v133, v134, v135, v136, v137, v138, v139, v140, v141, v142, v143, v144, v145, v146, v147, v148, v149, v150, v151, v152, v153, v154, v155, v156, v157, v158, v159, v160, v161, v162, v163, v164, v165, v166, v167, v168, v169, v170, v171, v172, v173, v174, v175, v176, v177, v178, v179, v180, v181, v182, v183, v184, v185, v186, v187, v188, v189, v190, v191, v192, v193, v194, v195, v196, v197, v198, v199, v200, v201;
  v0 = peg$currPos;
  L25: {
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set5[c] === 1) {
      L26: {
        v1 = peg$currPos;
        v3 = peg$currPos;
        v4 = 0;
        v2 = true;
        L27: while (v4 < 6) {
          L28: {
            v6 = peg$currPos;
            v8 = peg$currPos;
            v10 = p = peg$currPos;
            n = input.length;
            v9 = 0;
            L29: while (p < n && v9 < 4) {
              c = input.charCodeAt(p);
              if (c < 128 && peg$set5[c] === 1) {
                p++;
                v9++;
                continue L29;
              }
              break L29;
            }
            if (v9 >= 1) {
              peg$currPos = p;
              v7 = true;
            } else {
              v7 = false;
            }
            if (v7 === false) {
              v5 = false;
              break L28;
            }
            c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
            if (c === 58) {
              v11 = true;
              peg$currPos++;
            } else {
              v11 = false;
            }
            if (v11 === false) {
              peg$currPos = v6;
              v5 = false;
              break L28;
            }
            v5 = true;
          }
          if (v5 === false) break L27;
          v4++;
        }
        if (v4 < 6) {
          peg$currPos = v3;
          v2 = false;
        }
        if (v2 === false) {
          r0 = false;
          break L26;
        }
        v12 = peg$skip$ls32();
        if (v12 === false) {
          peg$currPos = v1;
          r0 = false;
          break L26;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L25;
    L30: {
      v13 = peg$currPos;
      if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 58 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 58) {
        v14 = true;
        peg$currPos += 2;
      } else {
        v14 = false;
      }
      if (v14 === false) {
        r0 = false;
        break L30;
      }
      v16 = peg$currPos;
      v17 = 0;
      v15 = true;
      L31: while (v17 < 5) {
        L32: {
          v19 = peg$currPos;
          v21 = peg$currPos;
          v23 = p = peg$currPos;
          n = input.length;
          v22 = 0;
          L33: while (p < n && v22 < 4) {
            c = input.charCodeAt(p);
            if (c < 128 && peg$set5[c] === 1) {
              p++;
              v22++;
              continue L33;
            }
            break L33;
          }
          if (v22 >= 1) {
            peg$currPos = p;
            v20 = true;
          } else {
            v20 = false;
          }
          if (v20 === false) {
            v18 = false;
            break L32;
          }
          c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
          if (c === 58) {
            v24 = true;
            peg$currPos++;
          } else {
            v24 = false;
          }
          if (v24 === false) {
            peg$currPos = v19;
            v18 = false;
            break L32;
          }
          v18 = true;
        }
        if (v18 === false) break L31;
        v17++;
      }
      if (v17 < 5) {
        peg$currPos = v16;
        v15 = false;
      }
      if (v15 === false) {
        peg$currPos = v13;
        r0 = false;
        break L30;
      }
      v25 = peg$skip$ls32();
      if (v25 === false) {
        peg$currPos = v13;
        r0 = false;
        break L30;
      }
      r0 = true;
    }
    if (r0 !== false) break L25;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set8[c] === 1) {
      L34: {
        v26 = peg$currPos;
        v28 = peg$currPos;
        v30 = p = peg$currPos;
        n = input.length;
        v29 = 0;
        L35: while (p < n && v29 < 4) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set5[c] === 1) {
            p++;
            v29++;
            continue L35;
          }
          break L35;
        }
        if (v29 >= 1) {
          peg$currPos = p;
          v27 = true;
        } else {
          v27 = false;
        }
        if (v27 === false) {
          v27 = null;
        }
        if (v27 === false) {
          r0 = false;
          break L34;
        }
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 58 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 58) {
          v31 = true;
          peg$currPos += 2;
        } else {
          v31 = false;
        }
        if (v31 === false) {
          peg$currPos = v26;
          r0 = false;
          break L34;
        }
        v33 = peg$currPos;
        v34 = 0;
        v32 = true;
        L36: while (v34 < 4) {
          L37: {
            v36 = peg$currPos;
            v38 = peg$currPos;
            v40 = p = peg$currPos;
            n = input.length;
            v39 = 0;
            L38: while (p < n && v39 < 4) {
              c = input.charCodeAt(p);
              if (c < 128 && peg$set5[c] === 1) {
                p++;
                v39++;
                continue L38;
              }
              break L38;
            }
            if (v39 >= 1) {
              peg$currPos = p;
              v37 = true;
            } else {
              v37 = false;
            }
            if (v37 === false) {
              v35 = false;
              break L37;
            }
            c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
            if (c === 58) {
              v41 = true;
              peg$currPos++;
            } else {
              v41 = false;
            }
            if (v41 === false) {
              peg$currPos = v36;
              v35 = false;
              break L37;
            }
            v35 = true;
          }
          if (v35 === false) break L36;
          v34++;
        }
        if (v34 < 4) {
          peg$currPos = v33;
          v32 = false;
        }
        if (v32 === false) {
          peg$currPos = v26;
          r0 = false;
          break L34;
        }
        v42 = peg$skip$ls32();
        if (v42 === false) {
          peg$currPos = v26;
          r0 = false;
          break L34;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L25;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set8[c] === 1) {
      L39: {
        v43 = peg$currPos;
        L40: {
          v45 = peg$currPos;
          v47 = peg$currPos;
          v48 = 0;
          v46 = true;
          L41: while (v48 < 1) {
            L42: {
              v50 = peg$currPos;
              v52 = peg$currPos;
              v54 = p = peg$currPos;
              n = input.length;
              v53 = 0;
              L43: while (p < n && v53 < 4) {
                c = input.charCodeAt(p);
                if (c < 128 && peg$set5[c] === 1) {
                  p++;
                  v53++;
                  continue L43;
                }
                break L43;
              }
              if (v53 >= 1) {
                peg$currPos = p;
                v51 = true;
              } else {
                v51 = false;
              }
              if (v51 === false) {
                v49 = false;
                break L42;
              }
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v55 = true;
                peg$currPos++;
              } else {
                v55 = false;
              }
              if (v55 === false) {
                peg$currPos = v50;
                v49 = false;
                break L42;
              }
              v57 = peg$currPos;
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v58 = true;
                peg$currPos++;
              } else {
                v58 = false;
              }
              if (v58 === false) {
                v56 = void 0;
              } else {
                peg$currPos = v57;
                v56 = false;
              }
              if (v56 === false) {
                peg$currPos = v50;
                v49 = false;
                break L42;
              }
              v49 = true;
            }
            if (v49 === false) break L41;
            v48++;
          }
          if (v46 === false) {
            v44 = false;
            break L40;
          }
          v60 = peg$currPos;
          v62 = p = peg$currPos;
          n = input.length;
          v61 = 0;
          L44: while (p < n && v61 < 4) {
            c = input.charCodeAt(p);
            if (c < 128 && peg$set5[c] === 1) {
              p++;
              v61++;
              continue L44;
            }
            break L44;
          }
          if (v61 >= 1) {
            peg$currPos = p;
            v59 = true;
          } else {
            v59 = false;
          }
          if (v59 === false) {
            peg$currPos = v45;
            v44 = false;
            break L40;
          }
          v44 = true;
        }
        if (v44 === false) {
          v44 = null;
        }
        if (v44 === false) {
          r0 = false;
          break L39;
        }
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 58 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 58) {
          v63 = true;
          peg$currPos += 2;
        } else {
          v63 = false;
        }
        if (v63 === false) {
          peg$currPos = v43;
          r0 = false;
          break L39;
        }
        v65 = peg$currPos;
        v66 = 0;
        v64 = true;
        L45: while (v66 < 3) {
          L46: {
            v68 = peg$currPos;
            v70 = peg$currPos;
            v72 = p = peg$currPos;
            n = input.length;
            v71 = 0;
            L47: while (p < n && v71 < 4) {
              c = input.charCodeAt(p);
              if (c < 128 && peg$set5[c] === 1) {
                p++;
                v71++;
                continue L47;
              }
              break L47;
            }
            if (v71 >= 1) {
              peg$currPos = p;
              v69 = true;
            } else {
              v69 = false;
            }
            if (v69 === false) {
              v67 = false;
              break L46;
            }
            c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
            if (c === 58) {
              v73 = true;
              peg$currPos++;
            } else {
              v73 = false;
            }
            if (v73 === false) {
              peg$currPos = v68;
              v67 = false;
              break L46;
            }
            v67 = true;
          }
          if (v67 === false) break L45;
          v66++;
        }
        if (v66 < 3) {
          peg$currPos = v65;
          v64 = false;
        }
        if (v64 === false) {
          peg$currPos = v43;
          r0 = false;
          break L39;
        }
        v74 = peg$skip$ls32();
        if (v74 === false) {
          peg$currPos = v43;
          r0 = false;
          break L39;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L25;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set8[c] === 1) {
      L48: {
        v75 = peg$currPos;
        L49: {
          v77 = peg$currPos;
          v79 = peg$currPos;
          v80 = 0;
          v78 = true;
          L50: while (v80 < 2) {
            L51: {
              v82 = peg$currPos;
              v84 = peg$currPos;
              v86 = p = peg$currPos;
              n = input.length;
              v85 = 0;
              L52: while (p < n && v85 < 4) {
                c = input.charCodeAt(p);
                if (c < 128 && peg$set5[c] === 1) {
                  p++;
                  v85++;
                  continue L52;
                }
                break L52;
              }
              if (v85 >= 1) {
                peg$currPos = p;
                v83 = true;
              } else {
                v83 = false;
              }
              if (v83 === false) {
                v81 = false;
                break L51;
              }
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v87 = true;
                peg$currPos++;
              } else {
                v87 = false;
              }
              if (v87 === false) {
                peg$currPos = v82;
                v81 = false;
                break L51;
              }
              v89 = peg$currPos;
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v90 = true;
                peg$currPos++;
              } else {
                v90 = false;
              }
              if (v90 === false) {
                v88 = void 0;
              } else {
                peg$currPos = v89;
                v88 = false;
              }
              if (v88 === false) {
                peg$currPos = v82;
                v81 = false;
                break L51;
              }
              v81 = true;
            }
            if (v81 === false) break L50;
            v80++;
          }
          if (v78 === false) {
            v76 = false;
            break L49;
          }
          v92 = peg$currPos;
          v94 = p = peg$currPos;
          n = input.length;
          v93 = 0;
          L53: while (p < n && v93 < 4) {
            c = input.charCodeAt(p);
            if (c < 128 && peg$set5[c] === 1) {
              p++;
              v93++;
              continue L53;
            }
            break L53;
          }
          if (v93 >= 1) {
            peg$currPos = p;
            v91 = true;
          } else {
            v91 = false;
          }
          if (v91 === false) {
            peg$currPos = v77;
            v76 = false;
            break L49;
          }
          v76 = true;
        }
        if (v76 === false) {
          v76 = null;
        }
        if (v76 === false) {
          r0 = false;
          break L48;
        }
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 58 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 58) {
          v95 = true;
          peg$currPos += 2;
        } else {
          v95 = false;
        }
        if (v95 === false) {
          peg$currPos = v75;
          r0 = false;
          break L48;
        }
        v97 = peg$currPos;
        v98 = 0;
        v96 = true;
        L54: while (v98 < 2) {
          L55: {
            v100 = peg$currPos;
            v102 = peg$currPos;
            v104 = p = peg$currPos;
            n = input.length;
            v103 = 0;
            L56: while (p < n && v103 < 4) {
              c = input.charCodeAt(p);
              if (c < 128 && peg$set5[c] === 1) {
                p++;
                v103++;
                continue L56;
              }
              break L56;
            }
            if (v103 >= 1) {
              peg$currPos = p;
              v101 = true;
            } else {
              v101 = false;
            }
            if (v101 === false) {
              v99 = false;
              break L55;
            }
            c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
            if (c === 58) {
              v105 = true;
              peg$currPos++;
            } else {
              v105 = false;
            }
            if (v105 === false) {
              peg$currPos = v100;
              v99 = false;
              break L55;
            }
            v99 = true;
          }
          if (v99 === false) break L54;
          v98++;
        }
        if (v98 < 2) {
          peg$currPos = v97;
          v96 = false;
        }
        if (v96 === false) {
          peg$currPos = v75;
          r0 = false;
          break L48;
        }
        v106 = peg$skip$ls32();
        if (v106 === false) {
          peg$currPos = v75;
          r0 = false;
          break L48;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L25;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set8[c] === 1) {
      L57: {
        v107 = peg$currPos;
        L58: {
          v109 = peg$currPos;
          v111 = peg$currPos;
          v112 = 0;
          v110 = true;
          L59: while (v112 < 3) {
            L60: {
              v114 = peg$currPos;
              v116 = peg$currPos;
              v118 = p = peg$currPos;
              n = input.length;
              v117 = 0;
              L61: while (p < n && v117 < 4) {
                c = input.charCodeAt(p);
                if (c < 128 && peg$set5[c] === 1) {
                  p++;
                  v117++;
                  continue L61;
                }
                break L61;
              }
              if (v117 >= 1) {
                peg$currPos = p;
                v115 = true;
              } else {
                v115 = false;
              }
              if (v115 === false) {
                v113 = false;
                break L60;
              }
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v119 = true;
                peg$currPos++;
              } else {
                v119 = false;
              }
              if (v119 === false) {
                peg$currPos = v114;
                v113 = false;
                break L60;
              }
              v121 = peg$currPos;
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v122 = true;
                peg$currPos++;
              } else {
                v122 = false;
              }
              if (v122 === false) {
                v120 = void 0;
              } else {
                peg$currPos = v121;
                v120 = false;
              }
              if (v120 === false) {
                peg$currPos = v114;
                v113 = false;
                break L60;
              }
              v113 = true;
            }
            if (v113 === false) break L59;
            v112++;
          }
          if (v110 === false) {
            v108 = false;
            break L58;
          }
          v124 = peg$currPos;
          v126 = p = peg$currPos;
          n = input.length;
          v125 = 0;
          L62: while (p < n && v125 < 4) {
            c = input.charCodeAt(p);
            if (c < 128 && peg$set5[c] === 1) {
              p++;
              v125++;
              continue L62;
            }
            break L62;
          }
          if (v125 >= 1) {
            peg$currPos = p;
            v123 = true;
          } else {
            v123 = false;
          }
          if (v123 === false) {
            peg$currPos = v109;
            v108 = false;
            break L58;
          }
          v108 = true;
        }
        if (v108 === false) {
          v108 = null;
        }
        if (v108 === false) {
          r0 = false;
          break L57;
        }
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 58 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 58) {
          v127 = true;
          peg$currPos += 2;
        } else {
          v127 = false;
        }
        if (v127 === false) {
          peg$currPos = v107;
          r0 = false;
          break L57;
        }
        v129 = peg$currPos;
        v131 = p = peg$currPos;
        n = input.length;
        v130 = 0;
        L63: while (p < n && v130 < 4) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set5[c] === 1) {
            p++;
            v130++;
            continue L63;
          }
          break L63;
        }
        if (v130 >= 1) {
          peg$currPos = p;
          v128 = true;
        } else {
          v128 = false;
        }
        if (v128 === false) {
          peg$currPos = v107;
          r0 = false;
          break L57;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 58) {
          v132 = true;
          peg$currPos++;
        } else {
          v132 = false;
        }
        if (v132 === false) {
          peg$currPos = v107;
          r0 = false;
          break L57;
        }
        v133 = peg$skip$ls32();
        if (v133 === false) {
          peg$currPos = v107;
          r0 = false;
          break L57;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L25;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set8[c] === 1) {
      L64: {
        v134 = peg$currPos;
        L65: {
          v136 = peg$currPos;
          v138 = peg$currPos;
          v139 = 0;
          v137 = true;
          L66: while (v139 < 4) {
            L67: {
              v141 = peg$currPos;
              v143 = peg$currPos;
              v145 = p = peg$currPos;
              n = input.length;
              v144 = 0;
              L68: while (p < n && v144 < 4) {
                c = input.charCodeAt(p);
                if (c < 128 && peg$set5[c] === 1) {
                  p++;
                  v144++;
                  continue L68;
                }
                break L68;
              }
              if (v144 >= 1) {
                peg$currPos = p;
                v142 = true;
              } else {
                v142 = false;
              }
              if (v142 === false) {
                v140 = false;
                break L67;
              }
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v146 = true;
                peg$currPos++;
              } else {
                v146 = false;
              }
              if (v146 === false) {
                peg$currPos = v141;
                v140 = false;
                break L67;
              }
              v148 = peg$currPos;
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v149 = true;
                peg$currPos++;
              } else {
                v149 = false;
              }
              if (v149 === false) {
                v147 = void 0;
              } else {
                peg$currPos = v148;
                v147 = false;
              }
              if (v147 === false) {
                peg$currPos = v141;
                v140 = false;
                break L67;
              }
              v140 = true;
            }
            if (v140 === false) break L66;
            v139++;
          }
          if (v137 === false) {
            v135 = false;
            break L65;
          }
          v151 = peg$currPos;
          v153 = p = peg$currPos;
          n = input.length;
          v152 = 0;
          L69: while (p < n && v152 < 4) {
            c = input.charCodeAt(p);
            if (c < 128 && peg$set5[c] === 1) {
              p++;
              v152++;
              continue L69;
            }
            break L69;
          }
          if (v152 >= 1) {
            peg$currPos = p;
            v150 = true;
          } else {
            v150 = false;
          }
          if (v150 === false) {
            peg$currPos = v136;
            v135 = false;
            break L65;
          }
          v135 = true;
        }
        if (v135 === false) {
          v135 = null;
        }
        if (v135 === false) {
          r0 = false;
          break L64;
        }
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 58 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 58) {
          v154 = true;
          peg$currPos += 2;
        } else {
          v154 = false;
        }
        if (v154 === false) {
          peg$currPos = v134;
          r0 = false;
          break L64;
        }
        v155 = peg$skip$ls32();
        if (v155 === false) {
          peg$currPos = v134;
          r0 = false;
          break L64;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L25;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set8[c] === 1) {
      L70: {
        v156 = peg$currPos;
        L71: {
          v158 = peg$currPos;
          v160 = peg$currPos;
          v161 = 0;
          v159 = true;
          L72: while (v161 < 5) {
            L73: {
              v163 = peg$currPos;
              v165 = peg$currPos;
              v167 = p = peg$currPos;
              n = input.length;
              v166 = 0;
              L74: while (p < n && v166 < 4) {
                c = input.charCodeAt(p);
                if (c < 128 && peg$set5[c] === 1) {
                  p++;
                  v166++;
                  continue L74;
                }
                break L74;
              }
              if (v166 >= 1) {
                peg$currPos = p;
                v164 = true;
              } else {
                v164 = false;
              }
              if (v164 === false) {
                v162 = false;
                break L73;
              }
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v168 = true;
                peg$currPos++;
              } else {
                v168 = false;
              }
              if (v168 === false) {
                peg$currPos = v163;
                v162 = false;
                break L73;
              }
              v170 = peg$currPos;
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v171 = true;
                peg$currPos++;
              } else {
                v171 = false;
              }
              if (v171 === false) {
                v169 = void 0;
              } else {
                peg$currPos = v170;
                v169 = false;
              }
              if (v169 === false) {
                peg$currPos = v163;
                v162 = false;
                break L73;
              }
              v162 = true;
            }
            if (v162 === false) break L72;
            v161++;
          }
          if (v159 === false) {
            v157 = false;
            break L71;
          }
          v173 = peg$currPos;
          v175 = p = peg$currPos;
          n = input.length;
          v174 = 0;
          L75: while (p < n && v174 < 4) {
            c = input.charCodeAt(p);
            if (c < 128 && peg$set5[c] === 1) {
              p++;
              v174++;
              continue L75;
            }
            break L75;
          }
          if (v174 >= 1) {
            peg$currPos = p;
            v172 = true;
          } else {
            v172 = false;
          }
          if (v172 === false) {
            peg$currPos = v158;
            v157 = false;
            break L71;
          }
          v157 = true;
        }
        if (v157 === false) {
          v157 = null;
        }
        if (v157 === false) {
          r0 = false;
          break L70;
        }
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 58 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 58) {
          v176 = true;
          peg$currPos += 2;
        } else {
          v176 = false;
        }
        if (v176 === false) {
          peg$currPos = v156;
          r0 = false;
          break L70;
        }
        v178 = peg$currPos;
        v180 = p = peg$currPos;
        n = input.length;
        v179 = 0;
        L76: while (p < n && v179 < 4) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set5[c] === 1) {
            p++;
            v179++;
            continue L76;
          }
          break L76;
        }
        if (v179 >= 1) {
          peg$currPos = p;
          v177 = true;
        } else {
          v177 = false;
        }
        if (v177 === false) {
          peg$currPos = v156;
          r0 = false;
          break L70;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L25;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set8[c] === 1) {
      L77: {
        v181 = peg$currPos;
        L78: {
          v183 = peg$currPos;
          v185 = peg$currPos;
          v186 = 0;
          v184 = true;
          L79: while (v186 < 6) {
            L80: {
              v188 = peg$currPos;
              v190 = peg$currPos;
              v192 = p = peg$currPos;
              n = input.length;
              v191 = 0;
              L81: while (p < n && v191 < 4) {
                c = input.charCodeAt(p);
                if (c < 128 && peg$set5[c] === 1) {
                  p++;
                  v191++;
                  continue L81;
                }
                break L81;
              }
              if (v191 >= 1) {
                peg$currPos = p;
                v189 = true;
              } else {
                v189 = false;
              }
              if (v189 === false) {
                v187 = false;
                break L80;
              }
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v193 = true;
                peg$currPos++;
              } else {
                v193 = false;
              }
              if (v193 === false) {
                peg$currPos = v188;
                v187 = false;
                break L80;
              }
              v195 = peg$currPos;
              c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
              if (c === 58) {
                v196 = true;
                peg$currPos++;
              } else {
                v196 = false;
              }
              if (v196 === false) {
                v194 = void 0;
              } else {
                peg$currPos = v195;
                v194 = false;
              }
              if (v194 === false) {
                peg$currPos = v188;
                v187 = false;
                break L80;
              }
              v187 = true;
            }
            if (v187 === false) break L79;
            v186++;
          }
          if (v184 === false) {
            v182 = false;
            break L78;
          }
          v198 = peg$currPos;
          v200 = p = peg$currPos;
          n = input.length;
          v199 = 0;
          L82: while (p < n && v199 < 4) {
            c = input.charCodeAt(p);
            if (c < 128 && peg$set5[c] === 1) {
              p++;
              v199++;
              continue L82;
            }
            break L82;
          }
          if (v199 >= 1) {
            peg$currPos = p;
            v197 = true;
          } else {
            v197 = false;
          }
          if (v197 === false) {
            peg$currPos = v183;
            v182 = false;
            break L78;
          }
          v182 = true;
        }
        if (v182 === false) {
          v182 = null;
        }
        if (v182 === false) {
          r0 = false;
          break L77;
        }
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 58 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 58) {
          v201 = true;
          peg$currPos += 2;
        } else {
          v201 = false;
        }
        if (v201 === false) {
          peg$currPos = v181;
          r0 = false;
          break L77;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
  }
  if (r0 !== false) {
    r0 = peg$nodes.IPv6address(v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$h16() {
  var r0, c, d, p, n, v0, v1, v2;
  v0 = peg$currPos;
  v2 = p = peg$currPos;
  n = input.length;
  v1 = 0;
  L83: while (p < n && v1 < 4) {
    c = input.charCodeAt(p);
    if (c < 128 && peg$set5[c] === 1) {
      p++;
      v1++;
      continue L83;
    }
    break L83;
  }
  if (v1 >= 1) {
    peg$currPos = p;
    r0 = true;
  } else {
    r0 = false;
  }
  if (r0 !== false) {
    r0 = input.substring(v0, peg$currPos);
  }
  return r0;
}
function peg$fast$ls32() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10;
  v0 = peg$currPos;
  L84: {
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set5[c] === 1) {
      L85: {
        v1 = peg$currPos;
        v3 = peg$currPos;
        v5 = p = peg$currPos;
        n = input.length;
        v4 = 0;
        L86: while (p < n && v4 < 4) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set5[c] === 1) {
            p++;
            v4++;
            continue L86;
          }
          break L86;
        }
        if (v4 >= 1) {
          peg$currPos = p;
          v2 = true;
        } else {
          v2 = false;
        }
        if (v2 === false) {
          r0 = false;
          break L85;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 58) {
          v6 = true;
          peg$currPos++;
        } else {
          v6 = false;
        }
        if (v6 === false) {
          peg$currPos = v1;
          r0 = false;
          break L85;
        }
        v8 = peg$currPos;
        v10 = p = peg$currPos;
        n = input.length;
        v9 = 0;
        L87: while (p < n && v9 < 4) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set5[c] === 1) {
            p++;
            v9++;
            continue L87;
          }
          break L87;
        }
        if (v9 >= 1) {
          peg$currPos = p;
          v7 = true;
        } else {
          v7 = false;
        }
        if (v7 === false) {
          peg$currPos = v1;
          r0 = false;
          break L85;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L84;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set7[c] === 1) {
      r0 = peg$skip$IPv4address();
    } else {
      r0 = false;
    }
  }
  if (r0 !== false) {
    r0 = input.substring(v0, peg$currPos);
  }
  return r0;
}
function peg$fast$IPv4address() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21, v22, v23, v24, v25, v26, v27, v28, v29, v30, v31, v32, v33, v34, v35, v36, v37, v38, v39, v40, v41, v42, v43, v44, v45, v46, v47, v48, v49, v50, v51, v52, v53, v54, v55, v56, v57, v58, v59, v60, v61, v62, v63, v64, v65, v66, v67, v68, v69, v70, v71, v72;
  v0 = peg$currPos;
  L88: {
    v1 = peg$currPos;
    v3 = peg$currPos;
    L89: {
      L90: {
        v4 = peg$currPos;
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 50 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 53) {
          v5 = true;
          peg$currPos += 2;
        } else {
          v5 = false;
        }
        if (v5 === false) {
          v2 = false;
          break L90;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set9[c] === 1) {
          v6 = true;
          peg$currPos++;
        } else {
          v6 = false;
        }
        if (v6 === false) {
          peg$currPos = v4;
          v2 = false;
          break L90;
        }
        v2 = true;
      }
      if (v2 !== false) break L89;
      L91: {
        v7 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 50) {
          v8 = true;
          peg$currPos++;
        } else {
          v8 = false;
        }
        if (v8 === false) {
          v2 = false;
          break L91;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set10[c] === 1) {
          v9 = true;
          peg$currPos++;
        } else {
          v9 = false;
        }
        if (v9 === false) {
          peg$currPos = v7;
          v2 = false;
          break L91;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v10 = true;
          peg$currPos++;
        } else {
          v10 = false;
        }
        if (v10 === false) {
          peg$currPos = v7;
          v2 = false;
          break L91;
        }
        v2 = true;
      }
      if (v2 !== false) break L89;
      L92: {
        v11 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 49) {
          v12 = true;
          peg$currPos++;
        } else {
          v12 = false;
        }
        if (v12 === false) {
          v2 = false;
          break L92;
        }
        v15 = p = peg$currPos;
        n = input.length;
        v14 = 0;
        L93: while (p < n && v14 < 2) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set7[c] === 1) {
            p++;
            v14++;
            continue L93;
          }
          break L93;
        }
        if (v14 >= 2) {
          peg$currPos = p;
          v13 = true;
        } else {
          v13 = false;
        }
        if (v13 === false) {
          peg$currPos = v11;
          v2 = false;
          break L92;
        }
        v2 = true;
      }
      if (v2 !== false) break L89;
      L94: {
        v16 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set11[c] === 1) {
          v17 = true;
          peg$currPos++;
        } else {
          v17 = false;
        }
        if (v17 === false) {
          v2 = false;
          break L94;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v18 = true;
          peg$currPos++;
        } else {
          v18 = false;
        }
        if (v18 === false) {
          peg$currPos = v16;
          v2 = false;
          break L94;
        }
        v2 = true;
      }
      if (v2 !== false) break L89;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v2 = true;
        peg$currPos++;
      } else {
        v2 = false;
      }
    }
    if (v2 === false) {
      r0 = false;
      break L88;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 46) {
      v19 = true;
      peg$currPos++;
    } else {
      v19 = false;
    }
    if (v19 === false) {
      peg$currPos = v1;
      r0 = false;
      break L88;
    }
    v21 = peg$currPos;
    L95: {
      L96: {
        v22 = peg$currPos;
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 50 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 53) {
          v23 = true;
          peg$currPos += 2;
        } else {
          v23 = false;
        }
        if (v23 === false) {
          v20 = false;
          break L96;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set9[c] === 1) {
          v24 = true;
          peg$currPos++;
        } else {
          v24 = false;
        }
        if (v24 === false) {
          peg$currPos = v22;
          v20 = false;
          break L96;
        }
        v20 = true;
      }
      if (v20 !== false) break L95;
      L97: {
        v25 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 50) {
          v26 = true;
          peg$currPos++;
        } else {
          v26 = false;
        }
        if (v26 === false) {
          v20 = false;
          break L97;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set10[c] === 1) {
          v27 = true;
          peg$currPos++;
        } else {
          v27 = false;
        }
        if (v27 === false) {
          peg$currPos = v25;
          v20 = false;
          break L97;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v28 = true;
          peg$currPos++;
        } else {
          v28 = false;
        }
        if (v28 === false) {
          peg$currPos = v25;
          v20 = false;
          break L97;
        }
        v20 = true;
      }
      if (v20 !== false) break L95;
      L98: {
        v29 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 49) {
          v30 = true;
          peg$currPos++;
        } else {
          v30 = false;
        }
        if (v30 === false) {
          v20 = false;
          break L98;
        }
        v33 = p = peg$currPos;
        n = input.length;
        v32 = 0;
        L99: while (p < n && v32 < 2) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set7[c] === 1) {
            p++;
            v32++;
            continue L99;
          }
          break L99;
        }
        if (v32 >= 2) {
          peg$currPos = p;
          v31 = true;
        } else {
          v31 = false;
        }
        if (v31 === false) {
          peg$currPos = v29;
          v20 = false;
          break L98;
        }
        v20 = true;
      }
      if (v20 !== false) break L95;
      L100: {
        v34 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set11[c] === 1) {
          v35 = true;
          peg$currPos++;
        } else {
          v35 = false;
        }
        if (v35 === false) {
          v20 = false;
          break L100;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v36 = true;
          peg$currPos++;
        } else {
          v36 = false;
        }
        if (v36 === false) {
          peg$currPos = v34;
          v20 = false;
          break L100;
        }
        v20 = true;
      }
      if (v20 !== false) break L95;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v20 = true;
        peg$currPos++;
      } else {
        v20 = false;
      }
    }
    if (v20 === false) {
      peg$currPos = v1;
      r0 = false;
      break L88;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 46) {
      v37 = true;
      peg$currPos++;
    } else {
      v37 = false;
    }
    if (v37 === false) {
      peg$currPos = v1;
      r0 = false;
      break L88;
    }
    v39 = peg$currPos;
    L101: {
      L102: {
        v40 = peg$currPos;
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 50 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 53) {
          v41 = true;
          peg$currPos += 2;
        } else {
          v41 = false;
        }
        if (v41 === false) {
          v38 = false;
          break L102;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set9[c] === 1) {
          v42 = true;
          peg$currPos++;
        } else {
          v42 = false;
        }
        if (v42 === false) {
          peg$currPos = v40;
          v38 = false;
          break L102;
        }
        v38 = true;
      }
      if (v38 !== false) break L101;
      L103: {
        v43 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 50) {
          v44 = true;
          peg$currPos++;
        } else {
          v44 = false;
        }
        if (v44 === false) {
          v38 = false;
          break L103;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set10[c] === 1) {
          v45 = true;
          peg$currPos++;
        } else {
          v45 = false;
        }
        if (v45 === false) {
          peg$currPos = v43;
          v38 = false;
          break L103;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v46 = true;
          peg$currPos++;
        } else {
          v46 = false;
        }
        if (v46 === false) {
          peg$currPos = v43;
          v38 = false;
          break L103;
        }
        v38 = true;
      }
      if (v38 !== false) break L101;
      L104: {
        v47 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 49) {
          v48 = true;
          peg$currPos++;
        } else {
          v48 = false;
        }
        if (v48 === false) {
          v38 = false;
          break L104;
        }
        v51 = p = peg$currPos;
        n = input.length;
        v50 = 0;
        L105: while (p < n && v50 < 2) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set7[c] === 1) {
            p++;
            v50++;
            continue L105;
          }
          break L105;
        }
        if (v50 >= 2) {
          peg$currPos = p;
          v49 = true;
        } else {
          v49 = false;
        }
        if (v49 === false) {
          peg$currPos = v47;
          v38 = false;
          break L104;
        }
        v38 = true;
      }
      if (v38 !== false) break L101;
      L106: {
        v52 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set11[c] === 1) {
          v53 = true;
          peg$currPos++;
        } else {
          v53 = false;
        }
        if (v53 === false) {
          v38 = false;
          break L106;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v54 = true;
          peg$currPos++;
        } else {
          v54 = false;
        }
        if (v54 === false) {
          peg$currPos = v52;
          v38 = false;
          break L106;
        }
        v38 = true;
      }
      if (v38 !== false) break L101;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v38 = true;
        peg$currPos++;
      } else {
        v38 = false;
      }
    }
    if (v38 === false) {
      peg$currPos = v1;
      r0 = false;
      break L88;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 46) {
      v55 = true;
      peg$currPos++;
    } else {
      v55 = false;
    }
    if (v55 === false) {
      peg$currPos = v1;
      r0 = false;
      break L88;
    }
    v57 = peg$currPos;
    L107: {
      L108: {
        v58 = peg$currPos;
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 50 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 53) {
          v59 = true;
          peg$currPos += 2;
        } else {
          v59 = false;
        }
        if (v59 === false) {
          v56 = false;
          break L108;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set9[c] === 1) {
          v60 = true;
          peg$currPos++;
        } else {
          v60 = false;
        }
        if (v60 === false) {
          peg$currPos = v58;
          v56 = false;
          break L108;
        }
        v56 = true;
      }
      if (v56 !== false) break L107;
      L109: {
        v61 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 50) {
          v62 = true;
          peg$currPos++;
        } else {
          v62 = false;
        }
        if (v62 === false) {
          v56 = false;
          break L109;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set10[c] === 1) {
          v63 = true;
          peg$currPos++;
        } else {
          v63 = false;
        }
        if (v63 === false) {
          peg$currPos = v61;
          v56 = false;
          break L109;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v64 = true;
          peg$currPos++;
        } else {
          v64 = false;
        }
        if (v64 === false) {
          peg$currPos = v61;
          v56 = false;
          break L109;
        }
        v56 = true;
      }
      if (v56 !== false) break L107;
      L110: {
        v65 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 49) {
          v66 = true;
          peg$currPos++;
        } else {
          v66 = false;
        }
        if (v66 === false) {
          v56 = false;
          break L110;
        }
        v69 = p = peg$currPos;
        n = input.length;
        v68 = 0;
        L111: while (p < n && v68 < 2) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set7[c] === 1) {
            p++;
            v68++;
            continue L111;
          }
          break L111;
        }
        if (v68 >= 2) {
          peg$currPos = p;
          v67 = true;
        } else {
          v67 = false;
        }
        if (v67 === false) {
          peg$currPos = v65;
          v56 = false;
          break L110;
        }
        v56 = true;
      }
      if (v56 !== false) break L107;
      L112: {
        v70 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set11[c] === 1) {
          v71 = true;
          peg$currPos++;
        } else {
          v71 = false;
        }
        if (v71 === false) {
          v56 = false;
          break L112;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v72 = true;
          peg$currPos++;
        } else {
          v72 = false;
        }
        if (v72 === false) {
          peg$currPos = v70;
          v56 = false;
          break L112;
        }
        v56 = true;
      }
      if (v56 !== false) break L107;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v56 = true;
        peg$currPos++;
      } else {
        v56 = false;
      }
    }
    if (v56 === false) {
      peg$currPos = v1;
      r0 = false;
      break L88;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.IPv4address(v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$dec_octet() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15;
  v0 = peg$currPos;
  L113: {
    L114: {
      v1 = peg$currPos;
      if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 50 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 53) {
        v2 = true;
        peg$currPos += 2;
      } else {
        v2 = false;
      }
      if (v2 === false) {
        r0 = false;
        break L114;
      }
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set9[c] === 1) {
        v3 = true;
        peg$currPos++;
      } else {
        v3 = false;
      }
      if (v3 === false) {
        peg$currPos = v1;
        r0 = false;
        break L114;
      }
      r0 = true;
    }
    if (r0 !== false) break L113;
    L115: {
      v4 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 50) {
        v5 = true;
        peg$currPos++;
      } else {
        v5 = false;
      }
      if (v5 === false) {
        r0 = false;
        break L115;
      }
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set10[c] === 1) {
        v6 = true;
        peg$currPos++;
      } else {
        v6 = false;
      }
      if (v6 === false) {
        peg$currPos = v4;
        r0 = false;
        break L115;
      }
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v7 = true;
        peg$currPos++;
      } else {
        v7 = false;
      }
      if (v7 === false) {
        peg$currPos = v4;
        r0 = false;
        break L115;
      }
      r0 = true;
    }
    if (r0 !== false) break L113;
    L116: {
      v8 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 49) {
        v9 = true;
        peg$currPos++;
      } else {
        v9 = false;
      }
      if (v9 === false) {
        r0 = false;
        break L116;
      }
      v12 = p = peg$currPos;
      n = input.length;
      v11 = 0;
      L117: while (p < n && v11 < 2) {
        c = input.charCodeAt(p);
        if (c < 128 && peg$set7[c] === 1) {
          p++;
          v11++;
          continue L117;
        }
        break L117;
      }
      if (v11 >= 2) {
        peg$currPos = p;
        v10 = true;
      } else {
        v10 = false;
      }
      if (v10 === false) {
        peg$currPos = v8;
        r0 = false;
        break L116;
      }
      r0 = true;
    }
    if (r0 !== false) break L113;
    L118: {
      v13 = peg$currPos;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set11[c] === 1) {
        v14 = true;
        peg$currPos++;
      } else {
        v14 = false;
      }
      if (v14 === false) {
        r0 = false;
        break L118;
      }
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v15 = true;
        peg$currPos++;
      } else {
        v15 = false;
      }
      if (v15 === false) {
        peg$currPos = v13;
        r0 = false;
        break L118;
      }
      r0 = true;
    }
    if (r0 !== false) break L113;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set7[c] === 1) {
      r0 = true;
      peg$currPos++;
    } else {
      r0 = false;
    }
  }
  if (r0 !== false) {
    r0 = input.substring(v0, peg$currPos);
  }
  return r0;
}
function peg$fast$reg_name() {
  var r0, c, d, p, n, v0, v1;
  v0 = peg$currPos;
  v1 = peg$currPos;
  p = peg$run5(v1);
  peg$currPos = p;
  r0 = true;
  if (r0 !== false) {
    r0 = peg$nodes.leaf("reg-name", v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$path() {
  var r0, c, d, p, n, v0, v1, v2, v3;
  v0 = peg$currPos;
  L119: {
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set2[c] === 1) {
      r0 = peg$skip$path_rootless();
    } else {
      r0 = false;
    }
    if (r0 !== false) break L119;
    v1 = peg$currPos;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 47) {
      peg$currPos++;
      v3 = peg$currPos;
      p = peg$run6(v3);
      peg$currPos = p;
      v2 = true;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.path_alternative(v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$path_abempty() {
  var r0, c, d, p, n, v0, v1, v2;
  v0 = peg$currPos;
  c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
  if (c === 47) {
    peg$currPos++;
    v2 = peg$currPos;
    p = peg$run6(v2);
    peg$currPos = p;
    v1 = true;
  }
  r0 = true;
  if (r0 !== false) {
    r0 = peg$nodes.path("path-abempty", v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$path_absolute() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10;
  v0 = peg$currPos;
  L120: {
    v1 = peg$currPos;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 47) {
      v2 = true;
      peg$currPos++;
    } else {
      v2 = false;
    }
    if (v2 === false) {
      r0 = false;
      break L120;
    }
    L121: {
      v4 = peg$currPos;
      v6 = peg$currPos;
      v7 = peg$currPos;
      p = peg$run7(v7);
      if (p > v7) {
        peg$currPos = p;
        v5 = true;
      } else {
        v5 = false;
      }
      if (v5 === false) {
        v3 = false;
        break L121;
      }
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c === 47) {
        peg$currPos++;
        v10 = peg$currPos;
        p = peg$run6(v10);
        peg$currPos = p;
        v9 = true;
      }
      v8 = true;
      if (v8 === false) {
        peg$currPos = v4;
        v3 = false;
        break L121;
      }
      v3 = true;
    }
    if (v3 === false) {
      v3 = null;
    }
    if (v3 === false) {
      peg$currPos = v1;
      r0 = false;
      break L120;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.path("path-absolute", v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$path_noscheme() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7;
  v0 = peg$currPos;
  L122: {
    v1 = peg$currPos;
    v3 = peg$currPos;
    v4 = peg$currPos;
    p = peg$run8(v4);
    if (p > v4) {
      peg$currPos = p;
      v2 = true;
    } else {
      v2 = false;
    }
    if (v2 === false) {
      r0 = false;
      break L122;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 47) {
      peg$currPos++;
      v7 = peg$currPos;
      p = peg$run6(v7);
      peg$currPos = p;
      v6 = true;
    }
    v5 = true;
    if (v5 === false) {
      peg$currPos = v1;
      r0 = false;
      break L122;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.path("path-noscheme", v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$path_rootless() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7;
  v0 = peg$currPos;
  L123: {
    v1 = peg$currPos;
    v3 = peg$currPos;
    v4 = peg$currPos;
    p = peg$run7(v4);
    if (p > v4) {
      peg$currPos = p;
      v2 = true;
    } else {
      v2 = false;
    }
    if (v2 === false) {
      r0 = false;
      break L123;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 47) {
      peg$currPos++;
      v7 = peg$currPos;
      p = peg$run6(v7);
      peg$currPos = p;
      v6 = true;
    }
    v5 = true;
    if (v5 === false) {
      peg$currPos = v1;
      r0 = false;
      break L123;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = peg$nodes.path("path-rootless", v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$path_empty() {
  var r0, c, d, p, n, v0;
  v0 = peg$currPos;
  r0 = "";
  if (r0 !== false) {
    r0 = peg$nodes.path("path-empty", v0, "");
  }
  return r0;
}
function peg$fast$segment() {
  var r0, c, d, p, n, v0, v1;
  v0 = peg$currPos;
  v1 = peg$currPos;
  p = peg$run7(v1);
  peg$currPos = p;
  r0 = true;
  if (r0 !== false) {
    r0 = input.substring(v0, peg$currPos);
  }
  return r0;
}
function peg$fast$segment_nz() {
  var r0, c, d, p, n, v0, v1;
  v0 = peg$currPos;
  v1 = peg$currPos;
  p = peg$run7(v1);
  if (p > v1) {
    peg$currPos = p;
    r0 = true;
  } else {
    r0 = false;
  }
  if (r0 !== false) {
    r0 = input.substring(v0, peg$currPos);
  }
  return r0;
}
function peg$fast$segment_nz_nc() {
  var r0, c, d, p, n, v0, v1;
  v0 = peg$currPos;
  v1 = peg$currPos;
  p = peg$run8(v1);
  if (p > v1) {
    peg$currPos = p;
    r0 = true;
  } else {
    r0 = false;
  }
  if (r0 !== false) {
    r0 = input.substring(v0, peg$currPos);
  }
  return r0;
}
function peg$fast$pchar() {
  var r0, c, d, p, n;
  L124: {
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set16[c] === 1) {
      r0 = input.charAt(peg$currPos);
      peg$currPos++;
    } else {
      r0 = false;
    }
    if (r0 !== false) break L124;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 37) {
      r0 = peg$fast$pct_encoded();
    } else {
      r0 = false;
    }
    if (r0 !== false) break L124;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set17[c] === 1) {
      r0 = input.charAt(peg$currPos);
      peg$currPos++;
    } else {
      r0 = false;
    }
    if (r0 !== false) break L124;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 58) {
      r0 = input.charAt(peg$currPos);
      peg$currPos++;
    } else {
      r0 = false;
    }
    if (r0 !== false) break L124;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 64) {
      r0 = input.charAt(peg$currPos);
      peg$currPos++;
    } else {
      r0 = false;
    }
  }
  return r0;
}
function peg$fast$query() {
  var r0, c, d, p, n, v0, v1;
  v0 = peg$currPos;
  v1 = peg$currPos;
  p = peg$run9(v1);
  peg$currPos = p;
  r0 = true;
  if (r0 !== false) {
    r0 = peg$nodes.leaf("query", v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$fragment() {
  var r0, c, d, p, n, v0, v1;
  v0 = peg$currPos;
  v1 = peg$currPos;
  p = peg$run9(v1);
  peg$currPos = p;
  r0 = true;
  if (r0 !== false) {
    r0 = peg$nodes.leaf("fragment", v0, input.substring(v0, peg$currPos));
  }
  return r0;
}
function peg$fast$pct_encoded() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4;
  v0 = peg$currPos;
  L125: {
    v1 = peg$currPos;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 37) {
      v2 = true;
      peg$currPos++;
    } else {
      v2 = false;
    }
    if (v2 === false) {
      r0 = false;
      break L125;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set5[c] === 1) {
      v3 = true;
      peg$currPos++;
    } else {
      v3 = false;
    }
    if (v3 === false) {
      peg$currPos = v1;
      r0 = false;
      break L125;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set5[c] === 1) {
      v4 = true;
      peg$currPos++;
    } else {
      v4 = false;
    }
    if (v4 === false) {
      peg$currPos = v1;
      r0 = false;
      break L125;
    }
    r0 = true;
  }
  if (r0 !== false) {
    r0 = input.substring(v0, peg$currPos);
  }
  return r0;
}
function peg$fast$unreserved() {
  var r0, c, d, p, n;
  c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
  if (c < 128 && peg$set16[c] === 1) {
    r0 = input.charAt(peg$currPos);
    peg$currPos++;
  } else {
    r0 = false;
  }
  return r0;
}
function peg$fast$reserved() {
  var r0, c, d, p, n;
  c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
  if (c < 128 && peg$set19[c] === 1) {
    r0 = input.charAt(peg$currPos);
    peg$currPos++;
  } else {
    r0 = false;
  }
  return r0;
}
function peg$fast$gen_delims() {
  var r0, c, d, p, n;
  c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
  if (c < 128 && peg$set20[c] === 1) {
    r0 = input.charAt(peg$currPos);
    peg$currPos++;
  } else {
    r0 = false;
  }
  return r0;
}
function peg$fast$sub_delims() {
  var r0, c, d, p, n;
  c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
  if (c < 128 && peg$set17[c] === 1) {
    r0 = input.charAt(peg$currPos);
    peg$currPos++;
  } else {
    r0 = false;
  }
  return r0;
}
function peg$skip$IPv4address() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21, v22, v23, v24, v25, v26, v27, v28, v29, v30, v31, v32, v33, v34, v35, v36, v37, v38, v39, v40, v41, v42, v43, v44, v45, v46, v47, v48, v49, v50, v51, v52, v53, v54, v55, v56, v57, v58, v59, v60, v61, v62, v63, v64, v65, v66, v67, v68, v69, v70, v71, v72;
  v0 = peg$currPos;
  L126: {
    v1 = peg$currPos;
    v3 = peg$currPos;
    L127: {
      L128: {
        v4 = peg$currPos;
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 50 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 53) {
          v5 = true;
          peg$currPos += 2;
        } else {
          v5 = false;
        }
        if (v5 === false) {
          v2 = false;
          break L128;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set9[c] === 1) {
          v6 = true;
          peg$currPos++;
        } else {
          v6 = false;
        }
        if (v6 === false) {
          peg$currPos = v4;
          v2 = false;
          break L128;
        }
        v2 = true;
      }
      if (v2 !== false) break L127;
      L129: {
        v7 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 50) {
          v8 = true;
          peg$currPos++;
        } else {
          v8 = false;
        }
        if (v8 === false) {
          v2 = false;
          break L129;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set10[c] === 1) {
          v9 = true;
          peg$currPos++;
        } else {
          v9 = false;
        }
        if (v9 === false) {
          peg$currPos = v7;
          v2 = false;
          break L129;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v10 = true;
          peg$currPos++;
        } else {
          v10 = false;
        }
        if (v10 === false) {
          peg$currPos = v7;
          v2 = false;
          break L129;
        }
        v2 = true;
      }
      if (v2 !== false) break L127;
      L130: {
        v11 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 49) {
          v12 = true;
          peg$currPos++;
        } else {
          v12 = false;
        }
        if (v12 === false) {
          v2 = false;
          break L130;
        }
        v15 = p = peg$currPos;
        n = input.length;
        v14 = 0;
        L131: while (p < n && v14 < 2) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set7[c] === 1) {
            p++;
            v14++;
            continue L131;
          }
          break L131;
        }
        if (v14 >= 2) {
          peg$currPos = p;
          v13 = true;
        } else {
          v13 = false;
        }
        if (v13 === false) {
          peg$currPos = v11;
          v2 = false;
          break L130;
        }
        v2 = true;
      }
      if (v2 !== false) break L127;
      L132: {
        v16 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set11[c] === 1) {
          v17 = true;
          peg$currPos++;
        } else {
          v17 = false;
        }
        if (v17 === false) {
          v2 = false;
          break L132;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v18 = true;
          peg$currPos++;
        } else {
          v18 = false;
        }
        if (v18 === false) {
          peg$currPos = v16;
          v2 = false;
          break L132;
        }
        v2 = true;
      }
      if (v2 !== false) break L127;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v2 = true;
        peg$currPos++;
      } else {
        v2 = false;
      }
    }
    if (v2 === false) {
      r0 = false;
      break L126;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 46) {
      v19 = true;
      peg$currPos++;
    } else {
      v19 = false;
    }
    if (v19 === false) {
      peg$currPos = v1;
      r0 = false;
      break L126;
    }
    v21 = peg$currPos;
    L133: {
      L134: {
        v22 = peg$currPos;
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 50 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 53) {
          v23 = true;
          peg$currPos += 2;
        } else {
          v23 = false;
        }
        if (v23 === false) {
          v20 = false;
          break L134;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set9[c] === 1) {
          v24 = true;
          peg$currPos++;
        } else {
          v24 = false;
        }
        if (v24 === false) {
          peg$currPos = v22;
          v20 = false;
          break L134;
        }
        v20 = true;
      }
      if (v20 !== false) break L133;
      L135: {
        v25 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 50) {
          v26 = true;
          peg$currPos++;
        } else {
          v26 = false;
        }
        if (v26 === false) {
          v20 = false;
          break L135;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set10[c] === 1) {
          v27 = true;
          peg$currPos++;
        } else {
          v27 = false;
        }
        if (v27 === false) {
          peg$currPos = v25;
          v20 = false;
          break L135;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v28 = true;
          peg$currPos++;
        } else {
          v28 = false;
        }
        if (v28 === false) {
          peg$currPos = v25;
          v20 = false;
          break L135;
        }
        v20 = true;
      }
      if (v20 !== false) break L133;
      L136: {
        v29 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 49) {
          v30 = true;
          peg$currPos++;
        } else {
          v30 = false;
        }
        if (v30 === false) {
          v20 = false;
          break L136;
        }
        v33 = p = peg$currPos;
        n = input.length;
        v32 = 0;
        L137: while (p < n && v32 < 2) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set7[c] === 1) {
            p++;
            v32++;
            continue L137;
          }
          break L137;
        }
        if (v32 >= 2) {
          peg$currPos = p;
          v31 = true;
        } else {
          v31 = false;
        }
        if (v31 === false) {
          peg$currPos = v29;
          v20 = false;
          break L136;
        }
        v20 = true;
      }
      if (v20 !== false) break L133;
      L138: {
        v34 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set11[c] === 1) {
          v35 = true;
          peg$currPos++;
        } else {
          v35 = false;
        }
        if (v35 === false) {
          v20 = false;
          break L138;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v36 = true;
          peg$currPos++;
        } else {
          v36 = false;
        }
        if (v36 === false) {
          peg$currPos = v34;
          v20 = false;
          break L138;
        }
        v20 = true;
      }
      if (v20 !== false) break L133;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v20 = true;
        peg$currPos++;
      } else {
        v20 = false;
      }
    }
    if (v20 === false) {
      peg$currPos = v1;
      r0 = false;
      break L126;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 46) {
      v37 = true;
      peg$currPos++;
    } else {
      v37 = false;
    }
    if (v37 === false) {
      peg$currPos = v1;
      r0 = false;
      break L126;
    }
    v39 = peg$currPos;
    L139: {
      L140: {
        v40 = peg$currPos;
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 50 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 53) {
          v41 = true;
          peg$currPos += 2;
        } else {
          v41 = false;
        }
        if (v41 === false) {
          v38 = false;
          break L140;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set9[c] === 1) {
          v42 = true;
          peg$currPos++;
        } else {
          v42 = false;
        }
        if (v42 === false) {
          peg$currPos = v40;
          v38 = false;
          break L140;
        }
        v38 = true;
      }
      if (v38 !== false) break L139;
      L141: {
        v43 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 50) {
          v44 = true;
          peg$currPos++;
        } else {
          v44 = false;
        }
        if (v44 === false) {
          v38 = false;
          break L141;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set10[c] === 1) {
          v45 = true;
          peg$currPos++;
        } else {
          v45 = false;
        }
        if (v45 === false) {
          peg$currPos = v43;
          v38 = false;
          break L141;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v46 = true;
          peg$currPos++;
        } else {
          v46 = false;
        }
        if (v46 === false) {
          peg$currPos = v43;
          v38 = false;
          break L141;
        }
        v38 = true;
      }
      if (v38 !== false) break L139;
      L142: {
        v47 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 49) {
          v48 = true;
          peg$currPos++;
        } else {
          v48 = false;
        }
        if (v48 === false) {
          v38 = false;
          break L142;
        }
        v51 = p = peg$currPos;
        n = input.length;
        v50 = 0;
        L143: while (p < n && v50 < 2) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set7[c] === 1) {
            p++;
            v50++;
            continue L143;
          }
          break L143;
        }
        if (v50 >= 2) {
          peg$currPos = p;
          v49 = true;
        } else {
          v49 = false;
        }
        if (v49 === false) {
          peg$currPos = v47;
          v38 = false;
          break L142;
        }
        v38 = true;
      }
      if (v38 !== false) break L139;
      L144: {
        v52 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set11[c] === 1) {
          v53 = true;
          peg$currPos++;
        } else {
          v53 = false;
        }
        if (v53 === false) {
          v38 = false;
          break L144;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v54 = true;
          peg$currPos++;
        } else {
          v54 = false;
        }
        if (v54 === false) {
          peg$currPos = v52;
          v38 = false;
          break L144;
        }
        v38 = true;
      }
      if (v38 !== false) break L139;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v38 = true;
        peg$currPos++;
      } else {
        v38 = false;
      }
    }
    if (v38 === false) {
      peg$currPos = v1;
      r0 = false;
      break L126;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 46) {
      v55 = true;
      peg$currPos++;
    } else {
      v55 = false;
    }
    if (v55 === false) {
      peg$currPos = v1;
      r0 = false;
      break L126;
    }
    v57 = peg$currPos;
    L145: {
      L146: {
        v58 = peg$currPos;
        if ((peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536) === 50 && (peg$currPos + 1 < input.length ? input.charCodeAt(peg$currPos + 1) : 65536) === 53) {
          v59 = true;
          peg$currPos += 2;
        } else {
          v59 = false;
        }
        if (v59 === false) {
          v56 = false;
          break L146;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set9[c] === 1) {
          v60 = true;
          peg$currPos++;
        } else {
          v60 = false;
        }
        if (v60 === false) {
          peg$currPos = v58;
          v56 = false;
          break L146;
        }
        v56 = true;
      }
      if (v56 !== false) break L145;
      L147: {
        v61 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 50) {
          v62 = true;
          peg$currPos++;
        } else {
          v62 = false;
        }
        if (v62 === false) {
          v56 = false;
          break L147;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set10[c] === 1) {
          v63 = true;
          peg$currPos++;
        } else {
          v63 = false;
        }
        if (v63 === false) {
          peg$currPos = v61;
          v56 = false;
          break L147;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v64 = true;
          peg$currPos++;
        } else {
          v64 = false;
        }
        if (v64 === false) {
          peg$currPos = v61;
          v56 = false;
          break L147;
        }
        v56 = true;
      }
      if (v56 !== false) break L145;
      L148: {
        v65 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 49) {
          v66 = true;
          peg$currPos++;
        } else {
          v66 = false;
        }
        if (v66 === false) {
          v56 = false;
          break L148;
        }
        v69 = p = peg$currPos;
        n = input.length;
        v68 = 0;
        L149: while (p < n && v68 < 2) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set7[c] === 1) {
            p++;
            v68++;
            continue L149;
          }
          break L149;
        }
        if (v68 >= 2) {
          peg$currPos = p;
          v67 = true;
        } else {
          v67 = false;
        }
        if (v67 === false) {
          peg$currPos = v65;
          v56 = false;
          break L148;
        }
        v56 = true;
      }
      if (v56 !== false) break L145;
      L150: {
        v70 = peg$currPos;
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set11[c] === 1) {
          v71 = true;
          peg$currPos++;
        } else {
          v71 = false;
        }
        if (v71 === false) {
          v56 = false;
          break L150;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c < 128 && peg$set7[c] === 1) {
          v72 = true;
          peg$currPos++;
        } else {
          v72 = false;
        }
        if (v72 === false) {
          peg$currPos = v70;
          v56 = false;
          break L150;
        }
        v56 = true;
      }
      if (v56 !== false) break L145;
      c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
      if (c < 128 && peg$set7[c] === 1) {
        v56 = true;
        peg$currPos++;
      } else {
        v56 = false;
      }
    }
    if (v56 === false) {
      peg$currPos = v1;
      r0 = false;
      break L126;
    }
    r0 = true;
  }
  return r0;
}
function peg$skip$ls32() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10;
  v0 = peg$currPos;
  L151: {
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set5[c] === 1) {
      L152: {
        v1 = peg$currPos;
        v3 = peg$currPos;
        v5 = p = peg$currPos;
        n = input.length;
        v4 = 0;
        L153: while (p < n && v4 < 4) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set5[c] === 1) {
            p++;
            v4++;
            continue L153;
          }
          break L153;
        }
        if (v4 >= 1) {
          peg$currPos = p;
          v2 = true;
        } else {
          v2 = false;
        }
        if (v2 === false) {
          r0 = false;
          break L152;
        }
        c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
        if (c === 58) {
          v6 = true;
          peg$currPos++;
        } else {
          v6 = false;
        }
        if (v6 === false) {
          peg$currPos = v1;
          r0 = false;
          break L152;
        }
        v8 = peg$currPos;
        v10 = p = peg$currPos;
        n = input.length;
        v9 = 0;
        L154: while (p < n && v9 < 4) {
          c = input.charCodeAt(p);
          if (c < 128 && peg$set5[c] === 1) {
            p++;
            v9++;
            continue L154;
          }
          break L154;
        }
        if (v9 >= 1) {
          peg$currPos = p;
          v7 = true;
        } else {
          v7 = false;
        }
        if (v7 === false) {
          peg$currPos = v1;
          r0 = false;
          break L152;
        }
        r0 = true;
      }
    } else {
      r0 = false;
    }
    if (r0 !== false) break L151;
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c < 128 && peg$set7[c] === 1) {
      r0 = peg$skip$IPv4address();
    } else {
      r0 = false;
    }
  }
  return r0;
}
function peg$skip$path_rootless() {
  var r0, c, d, p, n, v0, v1, v2, v3, v4, v5, v6, v7;
  v0 = peg$currPos;
  L155: {
    v1 = peg$currPos;
    v3 = peg$currPos;
    v4 = peg$currPos;
    p = peg$run7(v4);
    if (p > v4) {
      peg$currPos = p;
      v2 = true;
    } else {
      v2 = false;
    }
    if (v2 === false) {
      r0 = false;
      break L155;
    }
    c = peg$currPos < input.length ? input.charCodeAt(peg$currPos) : 65536;
    if (c === 47) {
      peg$currPos++;
      v7 = peg$currPos;
      p = peg$run6(v7);
      peg$currPos = p;
      v6 = true;
    }
    v5 = true;
    if (v5 === false) {
      peg$currPos = v1;
      r0 = false;
      break L155;
    }
    r0 = true;
  }
  return r0;
}
var peg$fastStartRuleFunctions = { URI: peg$fast$URI, hier_part: peg$fast$hier_part, URI_reference: peg$fast$URI_reference, absolute_URI: peg$fast$absolute_URI, relative_ref: peg$fast$relative_ref, relative_part: peg$fast$relative_part, scheme: peg$fast$scheme, authority: peg$fast$authority, userinfo: peg$fast$userinfo, host: peg$fast$host, port: peg$fast$port, IP_literal: peg$fast$IP_literal, IPvFuture: peg$fast$IPvFuture, IPv6address: peg$fast$IPv6address, h16: peg$fast$h16, ls32: peg$fast$ls32, IPv4address: peg$fast$IPv4address, dec_octet: peg$fast$dec_octet, reg_name: peg$fast$reg_name, path: peg$fast$path, path_abempty: peg$fast$path_abempty, path_absolute: peg$fast$path_absolute, path_noscheme: peg$fast$path_noscheme, path_rootless: peg$fast$path_rootless, path_empty: peg$fast$path_empty, segment: peg$fast$segment, segment_nz: peg$fast$segment_nz, segment_nz_nc: peg$fast$segment_nz_nc, pchar: peg$fast$pchar, query: peg$fast$query, fragment: peg$fast$fragment, pct_encoded: peg$fast$pct_encoded, unreserved: peg$fast$unreserved, reserved: peg$fast$reserved, gen_delims: peg$fast$gen_delims, sub_delims: peg$fast$sub_delims };
var peg$lastStartRule = null;
var peg$lastStartRuleFunction = null;
function peg$tryParse(input$, startRule) {
  if (startRule !== peg$lastStartRule) {
    if (!Object.prototype.hasOwnProperty.call(peg$fastStartRuleFunctions, startRule)) {
      throw new Error(`Can't start parsing from rule "` + startRule + '".');
    }
    peg$lastStartRuleFunction = peg$fastStartRuleFunctions[startRule];
    peg$lastStartRule = startRule;
  }
  input = input$;
  peg$source = void 0;
  peg$currPos = 0;
  peg$savedPos = 0;
  var result = peg$lastStartRuleFunction();
  var matched2 = result !== false && peg$currPos === input$.length;
  input = "";
  return matched2 ? result : peg$FAILED;
}
var FAILED = peg$FAILED;
var tryParse = peg$tryParse;

// generated/rfc3986.rules.ts
var RULE_NAMES = /* @__PURE__ */ Object.freeze([
  "URI",
  "hier-part",
  "URI-reference",
  "absolute-URI",
  "relative-ref",
  "relative-part",
  "scheme",
  "authority",
  "userinfo",
  "host",
  "port",
  "IP-literal",
  "IPvFuture",
  "IPv6address",
  "h16",
  "ls32",
  "IPv4address",
  "dec-octet",
  "reg-name",
  "path",
  "path-abempty",
  "path-absolute",
  "path-noscheme",
  "path-rootless",
  "path-empty",
  "segment",
  "segment-nz",
  "segment-nz-nc",
  "pchar",
  "query",
  "fragment",
  "pct-encoded",
  "unreserved",
  "reserved",
  "gen-delims",
  "sub-delims"
]);
var NAME_TABLE = /* @__PURE__ */ Object.freeze([
  { rfc: "URI", abnf: "URI", peg: "URI" },
  { rfc: "hier-part", abnf: "hier-part", peg: "hier_part" },
  { rfc: "URI-reference", abnf: "URI-reference", peg: "URI_reference" },
  { rfc: "absolute-URI", abnf: "absolute-URI", peg: "absolute_URI" },
  { rfc: "relative-ref", abnf: "relative-ref", peg: "relative_ref" },
  { rfc: "relative-part", abnf: "relative-part", peg: "relative_part" },
  { rfc: "scheme", abnf: "scheme", peg: "scheme" },
  { rfc: "authority", abnf: "authority", peg: "authority" },
  { rfc: "userinfo", abnf: "userinfo", peg: "userinfo" },
  { rfc: "host", abnf: "host", peg: "host" },
  { rfc: "port", abnf: "port", peg: "port" },
  { rfc: "IP-literal", abnf: "IP-literal", peg: "IP_literal" },
  { rfc: "IPvFuture", abnf: "IPvFuture", peg: "IPvFuture" },
  { rfc: "IPv6address", abnf: "IPv6address", peg: "IPv6address" },
  { rfc: "h16", abnf: "h16", peg: "h16" },
  { rfc: "ls32", abnf: "ls32", peg: "ls32" },
  { rfc: "IPv4address", abnf: "IPv4address", peg: "IPv4address" },
  { rfc: "dec-octet", abnf: "dec-octet", peg: "dec_octet" },
  { rfc: "reg-name", abnf: "reg-name", peg: "reg_name" },
  { rfc: "path", abnf: "path", peg: "path" },
  { rfc: "path-abempty", abnf: "path-abempty", peg: "path_abempty" },
  { rfc: "path-absolute", abnf: "path-absolute", peg: "path_absolute" },
  { rfc: "path-noscheme", abnf: "path-noscheme", peg: "path_noscheme" },
  { rfc: "path-rootless", abnf: "path-rootless", peg: "path_rootless" },
  { rfc: "path-empty", abnf: "path-empty", peg: "path_empty" },
  { rfc: "segment", abnf: "segment", peg: "segment" },
  { rfc: "segment-nz", abnf: "segment-nz", peg: "segment_nz" },
  { rfc: "segment-nz-nc", abnf: "segment-nz-nc", peg: "segment_nz_nc" },
  { rfc: "pchar", abnf: "pchar", peg: "pchar" },
  { rfc: "query", abnf: "query", peg: "query" },
  { rfc: "fragment", abnf: "fragment", peg: "fragment" },
  { rfc: "pct-encoded", abnf: "pct-encoded", peg: "pct_encoded" },
  { rfc: "unreserved", abnf: "unreserved", peg: "unreserved" },
  { rfc: "reserved", abnf: "reserved", peg: "reserved" },
  { rfc: "gen-delims", abnf: "gen-delims", peg: "gen_delims" },
  { rfc: "sub-delims", abnf: "sub-delims", peg: "sub_delims" }
]);

// generated/rfc3986.api.ts
var binding = /* @__PURE__ */ grammarApi({
  name: "rfc3986",
  rfc: 3986,
  table: NAME_TABLE,
  start: "URI-reference",
  parser: rfc3986_exports,
  validator,
  hints: hint,
  diagnoses: diagnose,
  textLeaf
});
var parse = binding.parse;
var check2 = binding.check;
var isValid = binding.isValid;
var isRuleName = binding.isRuleName;

// src/grammars/rfc3986/check.ts
var parts = {
  name: "rfc3986",
  rfc: 3986,
  table: /* @__PURE__ */ RULE_NAMES.map((rfc) => ({ rfc })),
  start: "URI-reference",
  validator
};
var checkRfc3986 = /* @__PURE__ */ syntaxCheck({ ...parts, hints: hint, diagnoses: diagnose });
var isValidRfc3986 = /* @__PURE__ */ validityTest(parts);
function isValid2(input2, rule = "URI-reference") {
  return isValidRfc3986(input2, rule);
}

// src/grammars/rfc3986/syntax.ts
var rfc3986Syntax = {
  grammar: "rfc3986",
  rules: { reference: "URI-reference", uri: "URI", relative: "relative-ref" },
  parseReference: (input2) => parse(input2),
  parseUri: (input2) => parse(input2, "URI"),
  isValid: (input2, rule) => isValid2(input2, rule),
  components: rfc3986Components
};

// src/passes/ipv6-text.ts
function ipv6Text(pieces) {
  if (pieces.length !== 8 || !pieces.every((p) => Number.isInteger(p) && p >= 0 && p <= 65535)) {
    throw new TypeError("an IPv6 address is eight 16-bit pieces (RFC 4291 \xA72.2)");
  }
  if (pieces.slice(0, 5).every((p) => p === 0) && pieces[5] === 65535) {
    const [c, d] = [pieces[6], pieces[7]];
    return `::ffff:${c >> 8}.${c & 255}.${d >> 8}.${d & 255}`;
  }
  let best = -1;
  let bestLength = 0;
  for (let i = 0; i < 8; ) {
    if (pieces[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && pieces[j] === 0) j++;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j;
  }
  const hex2 = (from, to) => pieces.slice(from, to).map((p) => p.toString(16)).join(":");
  if (bestLength < 2) return hex2(0, 8);
  return `${hex2(0, best)}::${hex2(best + bestLength, 8)}`;
}

// src/passes/pass-work.ts
var passWork = { units: 0 };
function counted(text2) {
  passWork.units += 1 + text2.length;
  return text2;
}

// src/passes/remove-dot-segments.ts
var SLASH2 = 47;
function removeDotSegments(path3) {
  const n = path3.length;
  const output = [];
  let i = 0;
  while (i < n) {
    const rest = n - i;
    const from = i;
    if (path3.startsWith("../", i)) {
      i += 3;
    } else if (path3.startsWith("./", i)) {
      i += 2;
    } else if (path3.startsWith("/./", i)) {
      i += 2;
    } else if (rest === 2 && path3.startsWith("/.", i)) {
      output.push("/");
      i = n;
    } else if (path3.startsWith("/../", i)) {
      i += 3;
      output.pop();
    } else if (rest === 3 && path3.startsWith("/..", i)) {
      output.pop();
      output.push("/");
      i = n;
    } else if (rest === 1 && path3.charCodeAt(i) === 46 || rest === 2 && path3.startsWith("..", i)) {
      i = n;
    } else {
      let end = path3.indexOf("/", path3.charCodeAt(i) === SLASH2 ? i + 1 : i);
      if (end < 0) end = n;
      output.push(path3.slice(i, end));
      i = end;
    }
    passWork.units += 1 + i - from;
  }
  return output.join("");
}

// src/passes/resolve.ts
var RESOLVE_ERROR = "ERR_RESOLVE";
var ResolveError = class extends UriGrammarError {
  name = "ResolveError";
  code = RESOLVE_ERROR;
  kind;
  /** Its brand across copies of this package (src/core/error-base.ts). */
  static [ERROR_BRAND] = /* @__PURE__ */ Symbol.for("uri-grammar.ResolveError");
  constructor(message, kind) {
    super(message);
    this.kind = kind;
  }
};
function resolveIn(syntax, base2, ref, options = {}) {
  const strict = options.strict ?? true;
  if (typeof strict !== "boolean") throw new TypeError(`options.strict must be a boolean, not ${typeof strict}`);
  const Base = baseComponents(base2, syntax);
  const R = texts(typeof ref === "string" ? syntax.parseReference(ref) : ref, syntax);
  return counted(recompose(transform(R, Base, strict)));
}
function baseComponents(base2, syntax) {
  const { uri, relative } = syntax.rules;
  if (typeof base2 !== "string") {
    if (base2 === null || typeof base2 !== "object" || base2.type !== uri && base2.type !== `absolute-${uri}`) {
      throw new TypeError(`the base must be a ${uri} string or a parsed ${uri} or absolute-${uri} node (RFC 3986 \xA75.1)`);
    }
    return { ...texts(base2, syntax), fragment: null };
  }
  let node;
  try {
    node = syntax.parseUri(base2);
  } catch (e) {
    if (syntax.isValid(base2, relative)) {
      throw new ResolveError(
        `The base ${JSON.stringify(base2)} is a relative reference; a base URI must have a scheme (RFC 3986 \xA75.1, \xA74.3)`,
        "base-not-absolute"
      );
    }
    throw e;
  }
  return { ...texts(node, syntax), fragment: null };
}
function texts(node, syntax) {
  const { scheme, authority: authority3, path: path3, query: query2, fragment: fragment2 } = componentsOf(node, syntax.components);
  return { scheme, authority: authority3, path: path3, query: query2, fragment: fragment2 };
}
function transform(R, Base, strict = true) {
  const T = { scheme: null, authority: null, path: "", query: null, fragment: null };
  let scheme = R.scheme;
  if (!strict && scheme !== null && Base.scheme !== null && scheme.toLowerCase() === Base.scheme.toLowerCase()) {
    scheme = null;
  }
  if (scheme !== null) {
    T.scheme = scheme;
    T.authority = R.authority;
    T.path = removeDotSegments(R.path);
    T.query = R.query;
  } else {
    if (R.authority !== null) {
      T.authority = R.authority;
      T.path = removeDotSegments(R.path);
      T.query = R.query;
    } else {
      if (R.path === "") {
        T.path = Base.path;
        if (R.query !== null) {
          T.query = R.query;
        } else {
          T.query = Base.query;
        }
      } else {
        if (R.path.startsWith("/")) {
          T.path = removeDotSegments(R.path);
        } else {
          T.path = merge(Base, R.path);
          T.path = removeDotSegments(T.path);
        }
        T.query = R.query;
      }
      T.authority = Base.authority;
    }
    T.scheme = Base.scheme;
  }
  T.fragment = R.fragment;
  if (T.authority === null) T.path = guardPath(T.path);
  return T;
}
function merge(Base, path3) {
  if (Base.authority !== null && Base.path === "") return "/" + path3;
  return Base.path.slice(0, Base.path.lastIndexOf("/") + 1) + path3;
}
function guardPath(path3) {
  return path3.startsWith("//") ? "/." + path3 : path3;
}

// src/passes/normalize.ts
var DEFAULT_SCHEMES = Object.freeze({
  http: Object.freeze({ defaultPort: 80, emptyPathIsSlash: true }),
  // RFC 9110 §4.2.1
  https: Object.freeze({ defaultPort: 443, emptyPathIsSlash: true }),
  // RFC 9110 §4.2.2
  ws: Object.freeze({ defaultPort: 80, emptyPathIsSlash: true }),
  // RFC 6455 §3
  wss: Object.freeze({ defaultPort: 443, emptyPathIsSlash: true }),
  // RFC 6455 §3
  ftp: Object.freeze({ defaultPort: 21, emptyPathIsSlash: true })
  // RFC 1738 §3.2
});
function normalizeIn(syntax, input2, options = {}) {
  const level = options.level ?? "syntax";
  if (level !== "syntax" && level !== "scheme") throw new TypeError(`unknown normalization level: ${String(level)}`);
  const ipv62 = options.ipv6 ?? "rfc3986";
  if (ipv62 !== "rfc3986" && ipv62 !== "rfc5952") throw new TypeError(`unknown ipv6 option: ${String(ipv62)}`);
  const node = typeof input2 === "string" ? syntax.parseReference(input2) : input2;
  const { uri, relative } = syntax.rules;
  if (node === null || typeof node !== "object" || ![uri, `absolute-${uri}`, relative].includes(node.type)) {
    throw new TypeError(`normalize takes a ${syntax.rules.reference} string or a parsed ${uri}, absolute-${uri} or ${relative} node`);
  }
  const scheme = node.type === relative ? null : node.scheme.text.toLowerCase();
  const auth = node.authority;
  let port3 = auth?.port ?? null;
  let path3 = normalizePath(node.path, auth !== null, syntax);
  if (level === "scheme" && scheme !== null && auth !== null) {
    const schemes = options.schemes ?? DEFAULT_SCHEMES;
    const rules = Object.hasOwn(schemes, scheme) ? schemes[scheme] : void 0;
    if (rules !== void 0) {
      if (port3 !== null && (port3.value === null || port3.value === rules.defaultPort)) port3 = null;
      if (rules.emptyPathIsSlash === true && path3 === "") path3 = "/";
    }
  }
  let authority3 = null;
  if (auth !== null) {
    authority3 = auth.userinfo !== null ? percentNormalize(auth.userinfo.text) + "@" : "";
    authority3 += normalizeHost(auth.host, ipv62, syntax);
    if (port3 !== null) authority3 += ":" + port3.text;
  }
  return counted(
    recompose({
      scheme,
      authority: authority3,
      path: path3,
      query: node.query === null ? null : percentNormalize(node.query.text),
      fragment: node.type === `absolute-${uri}` || node.fragment === null ? null : percentNormalize(node.fragment.text)
    })
  );
}
function percentNormalize(text2, lowercase = false) {
  passWork.units += 1 + text2.length;
  let i = text2.indexOf("%");
  if (i < 0 && !lowercase) return text2;
  let out = "";
  let run2 = 0;
  while (i >= 0) {
    out += lowercase ? text2.slice(run2, i).toLowerCase() : text2.slice(run2, i);
    const octet = pctOctetAt(text2, i);
    if (has(unreserved, octet)) {
      const c = String.fromCharCode(octet);
      out += lowercase ? c.toLowerCase() : c;
    } else {
      out += text2.slice(i, i + 3).toUpperCase();
    }
    run2 = i + 3;
    i = text2.indexOf("%", run2);
  }
  const rest = text2.slice(run2);
  return out + (lowercase ? rest.toLowerCase() : rest);
}
function uppercaseEscapes(text2) {
  return text2.replace(/%[0-9a-fA-F]{2}/g, (e) => e.toUpperCase());
}
function normalizeHost(host2, ipv62, syntax) {
  switch (shapeOf(host2.type)) {
    case "IP-literal": {
      const address = host2.address;
      if (address.type === "IPv6address" && ipv62 === "rfc5952") return `[${ipv6Text(address.pieces)}]`;
      return `[${address.text.toLowerCase()}]`;
    }
    case "IPv4address":
      return host2.text;
    default: {
      const { text: text2 } = host2;
      const ascii = !/[^\x00-\x7f]/.test(text2);
      const decoded = percentNormalize(text2, ascii);
      return syntax.isValid(decoded, "IPv4address") ? uppercaseEscapes(ascii ? text2.toLowerCase() : text2) : decoded;
    }
  }
}
function normalizePath(p, hasAuthority, syntax) {
  switch (shapeOf(p.type)) {
    case "path-empty":
      return "";
    case "path-abempty":
    case "path-absolute": {
      const path3 = removeDotSegments(serializeIn(syntax.components, p).split("/").map(segmentText).join("/"));
      return hasAuthority ? path3 : guardPath(path3);
    }
    case "path-rootless": {
      const path3 = removeDotSegments(segmentTexts(p).join("/"));
      return path3.startsWith("/") ? guardPath(path3) : path3;
    }
    default:
      return relativePath(segmentTexts(p));
  }
}
function segmentText(segment) {
  const decoded = percentNormalize(segment);
  return isDotSegment(decoded) && decoded !== segment ? uppercaseEscapes(segment) : decoded;
}
function segmentTexts(p) {
  return p.segments.map(({ text: text2 }) => segmentText(text2));
}
function isDotSegment(segment) {
  return segment === "." || segment === "..";
}
function relativePath(segments) {
  passWork.units += 1 + segments.length;
  let lead = 0;
  while (lead < segments.length && isDotSegment(segments[lead])) lead++;
  if (lead === segments.length) return segments.join("/");
  let depth = 0;
  for (let i = lead; i < segments.length; i++) {
    if (segments[i] === "..") {
      depth--;
      if (depth === 0) return segments.join("/");
    } else if (segments[i] !== ".") {
      depth++;
    }
  }
  const rest = removeDotSegments(segments.slice(lead).join("/"));
  return lead === 0 ? rest : segments.slice(0, lead).join("/") + "/" + rest;
}

// src/grammars/rfc3986/normalize.ts
function normalize(input2, options = {}) {
  return normalizeIn(rfc3986Syntax, input2, options);
}

// src/grammars/rfc3986/resolve.ts
function resolve(base2, ref, options = {}) {
  return resolveIn(rfc3986Syntax, base2, ref, options);
}

// src/sql/components.ts
function orNull(pass) {
  try {
    return pass();
  } catch (e) {
    if (isUriSyntaxError(e) || e instanceof ResolveError) return null;
    throw e;
  }
}
function uri_components(input2) {
  if (input2 === null) return null;
  const t = text("uri_components", "text", input2);
  return orNull(() => ({ ...components(t) }));
}
function uri_resolve(base2, ref) {
  if (base2 === null || ref === null) return null;
  const b = text("uri_resolve", "base", base2);
  const r = text("uri_resolve", "ref", ref);
  return orNull(() => resolve(b, r));
}
function uri_normalize(input2) {
  if (input2 === null) return null;
  const t = text("uri_normalize", "text", input2);
  return orNull(() => normalize(t));
}

// src/core/grammar-info.ts
function schemeOf(input2) {
  const colon = input2.indexOf(":");
  if (colon <= 0) return null;
  const scheme = input2.slice(0, colon);
  return /^[A-Za-z0-9+.-]+$/.test(scheme) ? scheme.toLowerCase() : null;
}
function schemeRuleOf(grammar, input2) {
  const scheme = schemeOf(input2);
  return scheme !== null && Object.prototype.hasOwnProperty.call(grammar.schemeRules, scheme) ? grammar.schemeRules[scheme] : null;
}
function schemePart(input2, fragment2) {
  if (fragment2) return input2;
  const hash = input2.indexOf("#");
  return hash < 0 ? input2 : input2.slice(0, hash);
}

// src/conform/index.ts
var validators2 = /* @__PURE__ */ new Map();
function validatorOf2(name) {
  let v = validators2.get(name);
  if (v === void 0) {
    validators2.set(name, v = createValidator(VALIDATORS[name]));
    if (HINTS[name]) defineHints(name, HINTS[name], DIAGNOSES[name]);
  }
  return v;
}
function grammarsOf(options) {
  const asked = options?.grammars;
  if (asked === void 0) return GRAMMARS;
  if (!Array.isArray(asked)) throw new TypeError("options.grammars must be an array of grammar names");
  for (const name of asked) {
    if (!GRAMMARS.some((g) => g.name === name))
      throw new TypeError(`unknown grammar ${JSON.stringify(name)}: one of ${GRAMMARS.map((g) => g.name).join(", ")}`);
  }
  return GRAMMARS.filter((g) => asked.includes(g.name));
}
function matched(g, input2, kind) {
  return kind === "scheme" && g.kind === "scheme" ? schemePart(input2, g.schemeFragment) : input2;
}
function rulesFor(grammar, input2) {
  const rows = grammar.conform.map((rule) => ({ rule, kind: "rule" }));
  const schemeRule2 = schemeRuleOf(grammar, input2);
  if (schemeRule2 !== null && !grammar.conform.includes(schemeRule2)) rows.push({ rule: schemeRule2, kind: "scheme" });
  return rows;
}
function verdicts(input2, options) {
  return rowsOf(input2, options, (g, validator11, rule, kind) => ({ grammar: g.name, rfc: g.rfc, rule, kind, offset: validator11.validate(matched(g, input2, kind), rule) }));
}
function rowsOf(input2, options, row2) {
  if (typeof input2 !== "string") throw new TypeError(`input must be a string, not ${input2 === null ? "null" : typeof input2}`);
  const rows = [];
  for (const g of grammarsOf(options)) {
    const validator11 = validatorOf2(g.name);
    for (const { rule, kind } of rulesFor(g, input2)) rows.push(row2(g, validator11, rule, kind));
  }
  return rows;
}

// src/sql/conform.ts
function uri_conforms(input2) {
  if (input2 === null) return null;
  return verdicts(text("uri_conforms", "text", input2)).map((v) => ({
    grammar: v.grammar,
    rule: v.rule,
    kind: v.kind,
    valid: v.offset < 0,
    offset: v.offset < 0 ? null : v.offset
  }));
}

// generated/rfc3987.ts
var rfc3987_exports = {};
__export(rfc3987_exports, {
  FAILED: () => FAILED2,
  PeggySyntaxError: () => PeggySyntaxError,
  parse: () => parse2,
  tryParse: () => tryParse2
});
var peggyParser = (
  // Generated by Peggy 3.0.2.
  //
  // https://peggyjs.org/
  // @ts-ignore
  /* @__PURE__ */ (function() {
    "use strict";
    function peg$subclass(child, parent) {
      function C() {
        this.constructor = child;
      }
      C.prototype = parent.prototype;
      child.prototype = new C();
    }
    function peg$SyntaxError(message, expected, found7, location) {
      var self = Error.call(this, message);
      if (Object.setPrototypeOf) {
        Object.setPrototypeOf(self, peg$SyntaxError.prototype);
      }
      self.expected = expected;
      self.found = found7;
      self.location = location;
      self.name = "SyntaxError";
      return self;
    }
    peg$subclass(peg$SyntaxError, Error);
    function peg$padEnd(str, targetLength, padString) {
      padString = padString || " ";
      if (str.length > targetLength) {
        return str;
      }
      targetLength -= str.length;
      padString += padString.repeat(targetLength);
      return str + padString.slice(0, targetLength);
    }
    peg$SyntaxError.prototype.format = function(sources) {
      var str = "Error: " + this.message;
      if (this.location) {
        var src = null;
        var k;
        for (k = 0; k < sources.length; k++) {
          if (sources[k].source === this.location.source) {
            src = sources[k].text.split(/\r\n|\n|\r/g);
            break;
          }
        }
        var s = this.location.start;
        var offset_s = this.location.source && typeof this.location.source.offset === "function" ? this.location.source.offset(s) : s;
        var loc = this.location.source + ":" + offset_s.line + ":" + offset_s.column;
        if (src) {
          var e = this.location.end;
          var filler = peg$padEnd("", offset_s.line.toString().length, " ");
          var line = src[s.line - 1];
          var last = s.line === e.line ? e.column : line.length + 1;
          var hatLen = last - s.column || 1;
          str += "\n --> " + loc + "\n" + filler + " |\n" + offset_s.line + " | " + line + "\n" + filler + " | " + peg$padEnd("", s.column - 1, " ") + peg$padEnd("", hatLen, "^");
        } else {
          str += "\n at " + loc;
        }
      }
      return str;
    };
    peg$SyntaxError.buildMessage = function(expected, found7) {
      var DESCRIBE_EXPECTATION_FNS = {
        // @ts-ignore
        literal: function(expectation) {
          return '"' + literalEscape(expectation.text) + '"';
        },
        // @ts-ignore
        class: function(expectation) {
          var escapedParts = expectation.parts.map(function(part) {
            return Array.isArray(part) ? classEscape(part[0]) + "-" + classEscape(part[1]) : classEscape(part);
          });
          return "[" + (expectation.inverted ? "^" : "") + escapedParts.join("") + "]";
        },
        // @ts-ignore
        any: function() {
          return "any character";
        },
        // @ts-ignore
        end: function() {
          return "end of input";
        },
        // @ts-ignore
        other: function(expectation) {
          return expectation.description;
        }
      };
      function hex2(ch) {
        return ch.charCodeAt(0).toString(16).toUpperCase();
      }
      function literalEscape(s) {
        return s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, function(ch) {
          return "\\x0" + hex2(ch);
        }).replace(/[\x10-\x1F\x7F-\x9F]/g, function(ch) {
          return "\\x" + hex2(ch);
        });
      }
      function classEscape(s) {
        return s.replace(/\\/g, "\\\\").replace(/\]/g, "\\]").replace(/\^/g, "\\^").replace(/-/g, "\\-").replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, function(ch) {
          return "\\x0" + hex2(ch);
        }).replace(/[\x10-\x1F\x7F-\x9F]/g, function(ch) {
          return "\\x" + hex2(ch);
        });
      }
      function describeExpectation(expectation) {
        return DESCRIBE_EXPECTATION_FNS[expectation.type](expectation);
      }
      function describeExpected(expected2) {
        var descriptions = expected2.map(describeExpectation);
        var i, j;
        descriptions.sort();
        if (descriptions.length > 0) {
          for (i = 1, j = 1; i < descriptions.length; i++) {
            if (descriptions[i - 1] !== descriptions[i]) {
              descriptions[j] = descriptions[i];
              j++;
            }
          }
          descriptions.length = j;
        }
        switch (descriptions.length) {
          // @ts-ignore
          case 1:
            return descriptions[0];
          // @ts-ignore
          case 2:
            return descriptions[0] + " or " + descriptions[1];
          // @ts-ignore
          default:
            return descriptions.slice(0, -1).join(", ") + ", or " + descriptions[descriptions.length - 1];
        }
      }
      function describeFound(found8) {
        return found8 ? '"' + literalEscape(found8) + '"' : "end of input";
      }
      return "Expected " + describeExpected(expected) + " but " + describeFound(found7) + " found.";
    };
    function peg$parse(input2, options) {
      options = options !== void 0 ? options : {};
      var peg$FAILED2 = {};
      var peg$source2 = options.grammarSource;
      var peg$startRuleFunctions = { IRI: peg$parseIRI, ihier_part: peg$parseihier_part, IRI_reference: peg$parseIRI_reference, absolute_IRI: peg$parseabsolute_IRI, irelative_ref: peg$parseirelative_ref, irelative_part: peg$parseirelative_part, iauthority: peg$parseiauthority, iuserinfo: peg$parseiuserinfo, ihost: peg$parseihost, ireg_name: peg$parseireg_name, ipath: peg$parseipath, ipath_abempty: peg$parseipath_abempty, ipath_absolute: peg$parseipath_absolute, ipath_noscheme: peg$parseipath_noscheme, ipath_rootless: peg$parseipath_rootless, ipath_empty: peg$parseipath_empty, isegment: peg$parseisegment, isegment_nz: peg$parseisegment_nz, isegment_nz_nc: peg$parseisegment_nz_nc, ipchar: peg$parseipchar, iquery: peg$parseiquery, ifragment: peg$parseifragment, iunreserved: peg$parseiunreserved, ucschar: peg$parseucschar, iprivate: peg$parseiprivate, scheme: peg$parsescheme, port: peg$parseport, IP_literal: peg$parseIP_literal, IPvFuture: peg$parseIPvFuture, IPv6address: peg$parseIPv6address, h16: peg$parseh16, ls32: peg$parsels32, IPv4address: peg$parseIPv4address, dec_octet: peg$parsedec_octet, pct_encoded: peg$parsepct_encoded, unreserved: peg$parseunreserved, reserved: peg$parsereserved, gen_delims: peg$parsegen_delims, sub_delims: peg$parsesub_delims };
      var peg$startRuleFunction = peg$parseIRI;
      var peg$c0 = ":";
      var peg$c1 = "?";
      var peg$c2 = "#";
      var peg$c3 = "//";
      var peg$c4 = "@";
      var peg$c5 = "%";
      var peg$c6 = "/";
      var peg$c7 = "+";
      var peg$c8 = "-";
      var peg$c9 = ".";
      var peg$c10 = "[";
      var peg$c11 = "]";
      var peg$c12 = "v";
      var peg$c13 = "::";
      var peg$c14 = "25";
      var peg$c15 = "2";
      var peg$c16 = "1";
      var peg$r0 = /^[A-Za-z0-9\-._~]/;
      var peg$r1 = /^[\xA0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]/;
      var peg$r2 = /^[\uD800-\uD83E\uD840-\uD87E\uD880-\uD8BE\uD8C0-\uD8FE\uD900-\uD93E\uD940-\uD97E\uD980-\uD9BE\uD9C0-\uD9FE\uDA00-\uDA3E\uDA40-\uDA7E\uDA80-\uDABE\uDAC0-\uDAFE\uDB00-\uDB3E\uDB44-\uDB7E]/;
      var peg$r3 = /^[\uDC00-\uDFFF]/;
      var peg$r4 = /^[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F]/;
      var peg$r5 = /^[\uDC00-\uDFFD]/;
      var peg$r6 = /^[\uE000-\uF8FF]/;
      var peg$r7 = /^[\uDB80-\uDBBE\uDBC0-\uDBFE]/;
      var peg$r8 = /^[\uDBBF\uDBFF]/;
      var peg$r9 = /^[0-5]/;
      var peg$r10 = /^[0-4]/;
      var peg$r11 = /^[1-9]/;
      var peg$r12 = /^[:\/?#[\]@]/;
      var peg$r13 = /^[!$&'()*+,;=]/;
      var peg$r14 = /^[A-Za-z]/;
      var peg$r15 = /^[0-9]/;
      var peg$r16 = /^[0-9A-Fa-f]/;
      var peg$e0 = peg$literalExpectation(":", false);
      var peg$e1 = peg$literalExpectation("?", false);
      var peg$e2 = peg$literalExpectation("#", false);
      var peg$e3 = peg$literalExpectation("//", false);
      var peg$e4 = peg$literalExpectation("@", false);
      var peg$e5 = peg$literalExpectation("%", false);
      var peg$e6 = peg$literalExpectation("/", false);
      var peg$e7 = peg$otherExpectation("iunreserved");
      var peg$e8 = peg$classExpectation([["A", "Z"], ["a", "z"], ["0", "9"], "-", ".", "_", "~"], false, false);
      var peg$e9 = peg$otherExpectation("ucschar");
      var peg$e10 = peg$classExpectation([["\xA0", "\uD7FF"], ["\uF900", "\uFDCF"], ["\uFDF0", "\uFFEF"]], false, false);
      var peg$e11 = peg$classExpectation([["\uD800", "\uD83E"], ["\uD840", "\uD87E"], ["\uD880", "\uD8BE"], ["\uD8C0", "\uD8FE"], ["\uD900", "\uD93E"], ["\uD940", "\uD97E"], ["\uD980", "\uD9BE"], ["\uD9C0", "\uD9FE"], ["\uDA00", "\uDA3E"], ["\uDA40", "\uDA7E"], ["\uDA80", "\uDABE"], ["\uDAC0", "\uDAFE"], ["\uDB00", "\uDB3E"], ["\uDB44", "\uDB7E"]], false, false);
      var peg$e12 = peg$classExpectation([["\uDC00", "\uDFFF"]], false, false);
      var peg$e13 = peg$classExpectation(["\uD83F", "\uD87F", "\uD8BF", "\uD8FF", "\uD93F", "\uD97F", "\uD9BF", "\uD9FF", "\uDA3F", "\uDA7F", "\uDABF", "\uDAFF", "\uDB3F", "\uDB7F"], false, false);
      var peg$e14 = peg$classExpectation([["\uDC00", "\uDFFD"]], false, false);
      var peg$e15 = peg$otherExpectation("iprivate");
      var peg$e16 = peg$classExpectation([["\uE000", "\uF8FF"]], false, false);
      var peg$e17 = peg$classExpectation([["\uDB80", "\uDBBE"], ["\uDBC0", "\uDBFE"]], false, false);
      var peg$e18 = peg$classExpectation(["\uDBBF", "\uDBFF"], false, false);
      var peg$e19 = peg$literalExpectation("+", false);
      var peg$e20 = peg$literalExpectation("-", false);
      var peg$e21 = peg$literalExpectation(".", false);
      var peg$e22 = peg$literalExpectation("[", false);
      var peg$e23 = peg$literalExpectation("]", false);
      var peg$e24 = peg$literalExpectation("v", true);
      var peg$e25 = peg$literalExpectation("::", false);
      var peg$e26 = peg$literalExpectation("25", false);
      var peg$e27 = peg$classExpectation([["0", "5"]], false, false);
      var peg$e28 = peg$literalExpectation("2", false);
      var peg$e29 = peg$classExpectation([["0", "4"]], false, false);
      var peg$e30 = peg$literalExpectation("1", false);
      var peg$e31 = peg$classExpectation([["1", "9"]], false, false);
      var peg$e32 = peg$otherExpectation("unreserved");
      var peg$e33 = peg$otherExpectation("reserved");
      var peg$e34 = peg$otherExpectation("gen-delims");
      var peg$e35 = peg$classExpectation([":", "/", "?", "#", "[", "]", "@"], false, false);
      var peg$e36 = peg$otherExpectation("sub-delims");
      var peg$e37 = peg$classExpectation(["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="], false, false);
      var peg$e38 = peg$otherExpectation("ALPHA");
      var peg$e39 = peg$classExpectation([["A", "Z"], ["a", "z"]], false, false);
      var peg$e40 = peg$otherExpectation("DIGIT");
      var peg$e41 = peg$classExpectation([["0", "9"]], false, false);
      var peg$e42 = peg$otherExpectation("HEXDIG");
      var peg$e43 = peg$classExpectation([["0", "9"], ["A", "F"], ["a", "f"]], false, false);
      var peg$f0 = function(s, h, q, f) {
        return URI("IRI", range2(), s, h, q, f);
      };
      var peg$f1 = function(a, p) {
        return hier_part("ihier-part", range2(), a, p);
      };
      var peg$f2 = function(p) {
        return hier_part("ihier-part", range2(), null, p);
      };
      var peg$f3 = function(p) {
        return hier_part("ihier-part", range2(), null, p);
      };
      var peg$f4 = function(p) {
        return hier_part("ihier-part", range2(), null, p);
      };
      var peg$f5 = function(s, h, q) {
        return absolute_URI("absolute-IRI", range2(), s, h, q);
      };
      var peg$f6 = function(p, q, f) {
        return relative_ref("irelative-ref", range2(), p, q, f);
      };
      var peg$f7 = function(a, p) {
        return relative_part("irelative-part", range2(), a, p);
      };
      var peg$f8 = function(p) {
        return relative_part("irelative-part", range2(), null, p);
      };
      var peg$f9 = function(p) {
        return relative_part("irelative-part", range2(), null, p);
      };
      var peg$f10 = function(p) {
        return relative_part("irelative-part", range2(), null, p);
      };
      var peg$f11 = function(u, h, p) {
        return authority2("iauthority", range2(), u, h, p);
      };
      var peg$f12 = function() {
        return leaf("iuserinfo", offset(), text2());
      };
      var peg$f13 = function() {
        return leaf("ireg-name", offset(), text2());
      };
      var peg$f14 = function() {
        return path_alternative(offset(), text2(), "i");
      };
      var peg$f15 = function() {
        return path2("ipath-abempty", offset(), text2());
      };
      var peg$f16 = function() {
        return path2("ipath-absolute", offset(), text2());
      };
      var peg$f17 = function() {
        return path2("ipath-noscheme", offset(), text2());
      };
      var peg$f18 = function() {
        return path2("ipath-rootless", offset(), text2());
      };
      var peg$f19 = function() {
        return path2("ipath-empty", offset(), "");
      };
      var peg$f20 = function() {
        return leaf("iquery", offset(), text2());
      };
      var peg$f21 = function() {
        return leaf("ifragment", offset(), text2());
      };
      var peg$f22 = function() {
        return leaf("scheme", offset(), text2());
      };
      var peg$f23 = function() {
        return port2(offset(), text2());
      };
      var peg$f24 = function(a) {
        return IP_literal(range2(), a);
      };
      var peg$f25 = function(v, d) {
        return IPvFuture(offset(), text2(), v, d);
      };
      var peg$f26 = function() {
        return IPv6address(offset(), text2());
      };
      var peg$f27 = function() {
        return IPv4address(offset(), text2());
      };
      var peg$currPos2 = 0;
      var peg$savedPos2 = 0;
      var peg$posDetailsCache = [{ line: 1, column: 1 }];
      var peg$maxFailPos = 0;
      var peg$maxFailExpected = [];
      var peg$silentFails = 0;
      var peg$result;
      if ("startRule" in options) {
        if (!(options.startRule in peg$startRuleFunctions)) {
          throw new Error(`Can't start parsing from rule "` + options.startRule + '".');
        }
        peg$startRuleFunction = peg$startRuleFunctions[options.startRule];
      }
      function text2() {
        return input2.substring(peg$savedPos2, peg$currPos2);
      }
      function offset() {
        return peg$savedPos2;
      }
      function range2() {
        return {
          // @ts-ignore
          source: peg$source2,
          // @ts-ignore
          start: peg$savedPos2,
          // @ts-ignore
          end: peg$currPos2
        };
      }
      function location() {
        return peg$computeLocation(peg$savedPos2, peg$currPos2);
      }
      function expected(description, location2) {
        location2 = location2 !== void 0 ? location2 : peg$computeLocation(peg$savedPos2, peg$currPos2);
        throw peg$buildStructuredError(
          // @ts-ignore
          [peg$otherExpectation(description)],
          // @ts-ignore
          input2.substring(peg$savedPos2, peg$currPos2),
          // @ts-ignore
          location2
        );
      }
      function error(message, location2) {
        location2 = location2 !== void 0 ? location2 : peg$computeLocation(peg$savedPos2, peg$currPos2);
        throw peg$buildSimpleError(message, location2);
      }
      function peg$literalExpectation(text3, ignoreCase) {
        return { type: "literal", text: text3, ignoreCase };
      }
      function peg$classExpectation(parts2, inverted, ignoreCase) {
        return { type: "class", parts: parts2, inverted, ignoreCase };
      }
      function peg$anyExpectation() {
        return { type: "any" };
      }
      function peg$endExpectation() {
        return { type: "end" };
      }
      function peg$otherExpectation(description) {
        return { type: "other", description };
      }
      function peg$computePosDetails(pos) {
        var details = peg$posDetailsCache[pos];
        var p;
        if (details) {
          return details;
        } else {
          p = pos - 1;
          while (!peg$posDetailsCache[p]) {
            p--;
          }
          details = peg$posDetailsCache[p];
          details = {
            // @ts-ignore
            line: details.line,
            // @ts-ignore
            column: details.column
          };
          while (p < pos) {
            if (input2.charCodeAt(p) === 10) {
              details.line++;
              details.column = 1;
            } else {
              details.column++;
            }
            p++;
          }
          peg$posDetailsCache[pos] = details;
          return details;
        }
      }
      function peg$computeLocation(startPos, endPos, offset2) {
        var startPosDetails = peg$computePosDetails(startPos);
        var endPosDetails = peg$computePosDetails(endPos);
        var res = {
          // @ts-ignore
          source: peg$source2,
          // @ts-ignore
          start: {
            // @ts-ignore
            offset: startPos,
            // @ts-ignore
            line: startPosDetails.line,
            // @ts-ignore
            column: startPosDetails.column
          },
          // @ts-ignore
          end: {
            // @ts-ignore
            offset: endPos,
            // @ts-ignore
            line: endPosDetails.line,
            // @ts-ignore
            column: endPosDetails.column
          }
        };
        if (offset2 && peg$source2 && typeof peg$source2.offset === "function") {
          res.start = peg$source2.offset(res.start);
          res.end = peg$source2.offset(res.end);
        }
        return res;
      }
      function peg$fail(expected2) {
        if (peg$currPos2 < peg$maxFailPos) {
          return;
        }
        if (peg$currPos2 > peg$maxFailPos) {
          peg$maxFailPos = peg$currPos2;
          peg$maxFailExpected = [];
        }
        peg$maxFailExpected.push(expected2);
      }
      function peg$buildSimpleError(message, location2) {
        return new peg$SyntaxError(message, null, null, location2);
      }
      function peg$buildStructuredError(expected2, found7, location2) {
        return new peg$SyntaxError(
          // @ts-ignore
          peg$SyntaxError.buildMessage(expected2, found7),
          // @ts-ignore
          expected2,
          // @ts-ignore
          found7,
          // @ts-ignore
          location2
        );
      }
      function peg$parseIRI() {
        var s0, s1, s2, s3, s4, s5, s6, s7;
        s0 = peg$currPos2;
        s1 = peg$parsescheme();
        if (s1 !== peg$FAILED2) {
          if (input2.charCodeAt(peg$currPos2) === 58) {
            s2 = peg$c0;
            peg$currPos2++;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e0);
            }
          }
          if (s2 !== peg$FAILED2) {
            s3 = peg$parseihier_part();
            if (s3 !== peg$FAILED2) {
              s4 = peg$currPos2;
              if (input2.charCodeAt(peg$currPos2) === 63) {
                s5 = peg$c1;
                peg$currPos2++;
              } else {
                s5 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e1);
                }
              }
              if (s5 !== peg$FAILED2) {
                s6 = peg$parseiquery();
                s4 = s6;
              } else {
                peg$currPos2 = s4;
                s4 = peg$FAILED2;
              }
              if (s4 === peg$FAILED2) {
                s4 = null;
              }
              s5 = peg$currPos2;
              if (input2.charCodeAt(peg$currPos2) === 35) {
                s6 = peg$c2;
                peg$currPos2++;
              } else {
                s6 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e2);
                }
              }
              if (s6 !== peg$FAILED2) {
                s7 = peg$parseifragment();
                s5 = s7;
              } else {
                peg$currPos2 = s5;
                s5 = peg$FAILED2;
              }
              if (s5 === peg$FAILED2) {
                s5 = null;
              }
              peg$savedPos2 = s0;
              s0 = peg$f0(s1, s3, s4, s5);
            } else {
              peg$currPos2 = s0;
              s0 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s0;
            s0 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseihier_part() {
        var s0, s1, s2, s3;
        s0 = peg$currPos2;
        if (input2.substr(peg$currPos2, 2) === peg$c3) {
          s1 = peg$c3;
          peg$currPos2 += 2;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e3);
          }
        }
        if (s1 !== peg$FAILED2) {
          s2 = peg$parseiauthority();
          if (s2 !== peg$FAILED2) {
            s3 = peg$parseipath_abempty();
            peg$savedPos2 = s0;
            s0 = peg$f1(s2, s3);
          } else {
            peg$currPos2 = s0;
            s0 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        if (s0 === peg$FAILED2) {
          s0 = peg$currPos2;
          s1 = peg$parseipath_absolute();
          if (s1 !== peg$FAILED2) {
            peg$savedPos2 = s0;
            s1 = peg$f2(s1);
          }
          s0 = s1;
          if (s0 === peg$FAILED2) {
            s0 = peg$currPos2;
            s1 = peg$parseipath_rootless();
            if (s1 !== peg$FAILED2) {
              peg$savedPos2 = s0;
              s1 = peg$f3(s1);
            }
            s0 = s1;
            if (s0 === peg$FAILED2) {
              s0 = peg$currPos2;
              s1 = peg$parseipath_empty();
              peg$savedPos2 = s0;
              s1 = peg$f4(s1);
              s0 = s1;
            }
          }
        }
        return s0;
      }
      function peg$parseIRI_reference() {
        var s0;
        s0 = peg$parseIRI();
        if (s0 === peg$FAILED2) {
          s0 = peg$parseirelative_ref();
        }
        return s0;
      }
      function peg$parseabsolute_IRI() {
        var s0, s1, s2, s3, s4, s5, s6;
        s0 = peg$currPos2;
        s1 = peg$parsescheme();
        if (s1 !== peg$FAILED2) {
          if (input2.charCodeAt(peg$currPos2) === 58) {
            s2 = peg$c0;
            peg$currPos2++;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e0);
            }
          }
          if (s2 !== peg$FAILED2) {
            s3 = peg$parseihier_part();
            if (s3 !== peg$FAILED2) {
              s4 = peg$currPos2;
              if (input2.charCodeAt(peg$currPos2) === 63) {
                s5 = peg$c1;
                peg$currPos2++;
              } else {
                s5 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e1);
                }
              }
              if (s5 !== peg$FAILED2) {
                s6 = peg$parseiquery();
                s4 = s6;
              } else {
                peg$currPos2 = s4;
                s4 = peg$FAILED2;
              }
              if (s4 === peg$FAILED2) {
                s4 = null;
              }
              peg$savedPos2 = s0;
              s0 = peg$f5(s1, s3, s4);
            } else {
              peg$currPos2 = s0;
              s0 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s0;
            s0 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseirelative_ref() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos2;
        s1 = peg$parseirelative_part();
        if (s1 !== peg$FAILED2) {
          s2 = peg$currPos2;
          if (input2.charCodeAt(peg$currPos2) === 63) {
            s3 = peg$c1;
            peg$currPos2++;
          } else {
            s3 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e1);
            }
          }
          if (s3 !== peg$FAILED2) {
            s4 = peg$parseiquery();
            s2 = s4;
          } else {
            peg$currPos2 = s2;
            s2 = peg$FAILED2;
          }
          if (s2 === peg$FAILED2) {
            s2 = null;
          }
          s3 = peg$currPos2;
          if (input2.charCodeAt(peg$currPos2) === 35) {
            s4 = peg$c2;
            peg$currPos2++;
          } else {
            s4 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e2);
            }
          }
          if (s4 !== peg$FAILED2) {
            s5 = peg$parseifragment();
            s3 = s5;
          } else {
            peg$currPos2 = s3;
            s3 = peg$FAILED2;
          }
          if (s3 === peg$FAILED2) {
            s3 = null;
          }
          peg$savedPos2 = s0;
          s0 = peg$f6(s1, s2, s3);
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseirelative_part() {
        var s0, s1, s2, s3;
        s0 = peg$currPos2;
        if (input2.substr(peg$currPos2, 2) === peg$c3) {
          s1 = peg$c3;
          peg$currPos2 += 2;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e3);
          }
        }
        if (s1 !== peg$FAILED2) {
          s2 = peg$parseiauthority();
          if (s2 !== peg$FAILED2) {
            s3 = peg$parseipath_abempty();
            peg$savedPos2 = s0;
            s0 = peg$f7(s2, s3);
          } else {
            peg$currPos2 = s0;
            s0 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        if (s0 === peg$FAILED2) {
          s0 = peg$currPos2;
          s1 = peg$parseipath_absolute();
          if (s1 !== peg$FAILED2) {
            peg$savedPos2 = s0;
            s1 = peg$f8(s1);
          }
          s0 = s1;
          if (s0 === peg$FAILED2) {
            s0 = peg$currPos2;
            s1 = peg$parseipath_noscheme();
            if (s1 !== peg$FAILED2) {
              peg$savedPos2 = s0;
              s1 = peg$f9(s1);
            }
            s0 = s1;
            if (s0 === peg$FAILED2) {
              s0 = peg$currPos2;
              s1 = peg$parseipath_empty();
              peg$savedPos2 = s0;
              s1 = peg$f10(s1);
              s0 = s1;
            }
          }
        }
        return s0;
      }
      function peg$parseiauthority() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        s2 = peg$parseiuserinfo();
        if (input2.charCodeAt(peg$currPos2) === 64) {
          s3 = peg$c4;
          peg$currPos2++;
        } else {
          s3 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e4);
          }
        }
        if (s3 !== peg$FAILED2) {
          s1 = s2;
        } else {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        }
        if (s1 === peg$FAILED2) {
          s1 = null;
        }
        s2 = peg$parseihost();
        if (s2 !== peg$FAILED2) {
          s3 = peg$currPos2;
          if (input2.charCodeAt(peg$currPos2) === 58) {
            s4 = peg$c0;
            peg$currPos2++;
          } else {
            s4 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e0);
            }
          }
          if (s4 !== peg$FAILED2) {
            s5 = peg$parseport();
            s3 = s5;
          } else {
            peg$currPos2 = s3;
            s3 = peg$FAILED2;
          }
          if (s3 === peg$FAILED2) {
            s3 = null;
          }
          peg$savedPos2 = s0;
          s0 = peg$f11(s1, s2, s3);
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseiuserinfo() {
        var s0, s1, s2;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$parseiunreserved();
        if (s2 === peg$FAILED2) {
          s2 = peg$parsepct_encoded();
          if (s2 === peg$FAILED2) {
            s2 = peg$parsesub_delims();
            if (s2 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 58) {
                s2 = peg$c0;
                peg$currPos2++;
              } else {
                s2 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e0);
                }
              }
            }
          }
        }
        while (s2 !== peg$FAILED2) {
          s1.push(s2);
          s2 = peg$parseiunreserved();
          if (s2 === peg$FAILED2) {
            s2 = peg$parsepct_encoded();
            if (s2 === peg$FAILED2) {
              s2 = peg$parsesub_delims();
              if (s2 === peg$FAILED2) {
                if (input2.charCodeAt(peg$currPos2) === 58) {
                  s2 = peg$c0;
                  peg$currPos2++;
                } else {
                  s2 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e0);
                  }
                }
              }
            }
          }
        }
        peg$savedPos2 = s0;
        s1 = peg$f12();
        s0 = s1;
        return s0;
      }
      function peg$parseihost() {
        var s0, s1, s2, s3;
        s0 = peg$parseIP_literal();
        if (s0 === peg$FAILED2) {
          s0 = peg$currPos2;
          s1 = peg$parseIPv4address();
          if (s1 !== peg$FAILED2) {
            s2 = peg$currPos2;
            peg$silentFails++;
            s3 = peg$parseiunreserved();
            if (s3 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 37) {
                s3 = peg$c5;
                peg$currPos2++;
              } else {
                s3 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e5);
                }
              }
              if (s3 === peg$FAILED2) {
                s3 = peg$parsesub_delims();
              }
            }
            peg$silentFails--;
            if (s3 === peg$FAILED2) {
              s2 = void 0;
            } else {
              peg$currPos2 = s2;
              s2 = peg$FAILED2;
            }
            if (s2 !== peg$FAILED2) {
              s0 = s1;
            } else {
              peg$currPos2 = s0;
              s0 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s0;
            s0 = peg$FAILED2;
          }
          if (s0 === peg$FAILED2) {
            s0 = peg$parseireg_name();
          }
        }
        return s0;
      }
      function peg$parseireg_name() {
        var s0, s1, s2;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$parseiunreserved();
        if (s2 === peg$FAILED2) {
          s2 = peg$parsepct_encoded();
          if (s2 === peg$FAILED2) {
            s2 = peg$parsesub_delims();
          }
        }
        while (s2 !== peg$FAILED2) {
          s1.push(s2);
          s2 = peg$parseiunreserved();
          if (s2 === peg$FAILED2) {
            s2 = peg$parsepct_encoded();
            if (s2 === peg$FAILED2) {
              s2 = peg$parsesub_delims();
            }
          }
        }
        peg$savedPos2 = s0;
        s1 = peg$f13();
        s0 = s1;
        return s0;
      }
      function peg$parseipath() {
        var s0, s1;
        s0 = peg$currPos2;
        s1 = peg$parseipath_rootless();
        if (s1 === peg$FAILED2) {
          s1 = peg$parseipath_abempty();
        }
        if (s1 !== peg$FAILED2) {
          peg$savedPos2 = s0;
          s1 = peg$f14();
        }
        s0 = s1;
        return s0;
      }
      function peg$parseipath_abempty() {
        var s0, s1, s2, s3, s4;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 47) {
          s3 = peg$c6;
          peg$currPos2++;
        } else {
          s3 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e6);
          }
        }
        if (s3 !== peg$FAILED2) {
          s4 = peg$parseisegment();
          s3 = [s3, s4];
          s2 = s3;
        } else {
          peg$currPos2 = s2;
          s2 = peg$FAILED2;
        }
        while (s2 !== peg$FAILED2) {
          s1.push(s2);
          s2 = peg$currPos2;
          if (input2.charCodeAt(peg$currPos2) === 47) {
            s3 = peg$c6;
            peg$currPos2++;
          } else {
            s3 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e6);
            }
          }
          if (s3 !== peg$FAILED2) {
            s4 = peg$parseisegment();
            s3 = [s3, s4];
            s2 = s3;
          } else {
            peg$currPos2 = s2;
            s2 = peg$FAILED2;
          }
        }
        peg$savedPos2 = s0;
        s1 = peg$f15();
        s0 = s1;
        return s0;
      }
      function peg$parseipath_absolute() {
        var s0, s1, s2, s3, s4, s5, s6, s7;
        s0 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 47) {
          s1 = peg$c6;
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e6);
          }
        }
        if (s1 !== peg$FAILED2) {
          s2 = peg$currPos2;
          s3 = peg$parseisegment_nz();
          if (s3 !== peg$FAILED2) {
            s4 = [];
            s5 = peg$currPos2;
            if (input2.charCodeAt(peg$currPos2) === 47) {
              s6 = peg$c6;
              peg$currPos2++;
            } else {
              s6 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e6);
              }
            }
            if (s6 !== peg$FAILED2) {
              s7 = peg$parseisegment();
              s6 = [s6, s7];
              s5 = s6;
            } else {
              peg$currPos2 = s5;
              s5 = peg$FAILED2;
            }
            while (s5 !== peg$FAILED2) {
              s4.push(s5);
              s5 = peg$currPos2;
              if (input2.charCodeAt(peg$currPos2) === 47) {
                s6 = peg$c6;
                peg$currPos2++;
              } else {
                s6 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e6);
                }
              }
              if (s6 !== peg$FAILED2) {
                s7 = peg$parseisegment();
                s6 = [s6, s7];
                s5 = s6;
              } else {
                peg$currPos2 = s5;
                s5 = peg$FAILED2;
              }
            }
            s3 = [s3, s4];
            s2 = s3;
          } else {
            peg$currPos2 = s2;
            s2 = peg$FAILED2;
          }
          if (s2 === peg$FAILED2) {
            s2 = null;
          }
          peg$savedPos2 = s0;
          s0 = peg$f16();
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseipath_noscheme() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos2;
        s1 = peg$parseisegment_nz_nc();
        if (s1 !== peg$FAILED2) {
          s2 = [];
          s3 = peg$currPos2;
          if (input2.charCodeAt(peg$currPos2) === 47) {
            s4 = peg$c6;
            peg$currPos2++;
          } else {
            s4 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e6);
            }
          }
          if (s4 !== peg$FAILED2) {
            s5 = peg$parseisegment();
            s4 = [s4, s5];
            s3 = s4;
          } else {
            peg$currPos2 = s3;
            s3 = peg$FAILED2;
          }
          while (s3 !== peg$FAILED2) {
            s2.push(s3);
            s3 = peg$currPos2;
            if (input2.charCodeAt(peg$currPos2) === 47) {
              s4 = peg$c6;
              peg$currPos2++;
            } else {
              s4 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e6);
              }
            }
            if (s4 !== peg$FAILED2) {
              s5 = peg$parseisegment();
              s4 = [s4, s5];
              s3 = s4;
            } else {
              peg$currPos2 = s3;
              s3 = peg$FAILED2;
            }
          }
          peg$savedPos2 = s0;
          s0 = peg$f17();
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseipath_rootless() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos2;
        s1 = peg$parseisegment_nz();
        if (s1 !== peg$FAILED2) {
          s2 = [];
          s3 = peg$currPos2;
          if (input2.charCodeAt(peg$currPos2) === 47) {
            s4 = peg$c6;
            peg$currPos2++;
          } else {
            s4 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e6);
            }
          }
          if (s4 !== peg$FAILED2) {
            s5 = peg$parseisegment();
            s4 = [s4, s5];
            s3 = s4;
          } else {
            peg$currPos2 = s3;
            s3 = peg$FAILED2;
          }
          while (s3 !== peg$FAILED2) {
            s2.push(s3);
            s3 = peg$currPos2;
            if (input2.charCodeAt(peg$currPos2) === 47) {
              s4 = peg$c6;
              peg$currPos2++;
            } else {
              s4 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e6);
              }
            }
            if (s4 !== peg$FAILED2) {
              s5 = peg$parseisegment();
              s4 = [s4, s5];
              s3 = s4;
            } else {
              peg$currPos2 = s3;
              s3 = peg$FAILED2;
            }
          }
          peg$savedPos2 = s0;
          s0 = peg$f18();
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseipath_empty() {
        var s0, s1;
        s0 = peg$currPos2;
        s1 = "";
        peg$savedPos2 = s0;
        s1 = peg$f19();
        s0 = s1;
        return s0;
      }
      function peg$parseisegment() {
        var s0, s1, s2;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$parseipchar();
        while (s2 !== peg$FAILED2) {
          s1.push(s2);
          s2 = peg$parseipchar();
        }
        s0 = input2.substring(s0, peg$currPos2);
        return s0;
      }
      function peg$parseisegment_nz() {
        var s0, s1, s2;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$parseipchar();
        if (s2 !== peg$FAILED2) {
          while (s2 !== peg$FAILED2) {
            s1.push(s2);
            s2 = peg$parseipchar();
          }
        } else {
          s1 = peg$FAILED2;
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        return s0;
      }
      function peg$parseisegment_nz_nc() {
        var s0, s1, s2;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$parseiunreserved();
        if (s2 === peg$FAILED2) {
          s2 = peg$parsepct_encoded();
          if (s2 === peg$FAILED2) {
            s2 = peg$parsesub_delims();
            if (s2 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 64) {
                s2 = peg$c4;
                peg$currPos2++;
              } else {
                s2 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e4);
                }
              }
            }
          }
        }
        if (s2 !== peg$FAILED2) {
          while (s2 !== peg$FAILED2) {
            s1.push(s2);
            s2 = peg$parseiunreserved();
            if (s2 === peg$FAILED2) {
              s2 = peg$parsepct_encoded();
              if (s2 === peg$FAILED2) {
                s2 = peg$parsesub_delims();
                if (s2 === peg$FAILED2) {
                  if (input2.charCodeAt(peg$currPos2) === 64) {
                    s2 = peg$c4;
                    peg$currPos2++;
                  } else {
                    s2 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e4);
                    }
                  }
                }
              }
            }
          }
        } else {
          s1 = peg$FAILED2;
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        return s0;
      }
      function peg$parseipchar() {
        var s0, s1;
        s0 = peg$currPos2;
        s1 = peg$parseiunreserved();
        if (s1 === peg$FAILED2) {
          s1 = peg$parsepct_encoded();
          if (s1 === peg$FAILED2) {
            s1 = peg$parsesub_delims();
            if (s1 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 58) {
                s1 = peg$c0;
                peg$currPos2++;
              } else {
                s1 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e0);
                }
              }
              if (s1 === peg$FAILED2) {
                if (input2.charCodeAt(peg$currPos2) === 64) {
                  s1 = peg$c4;
                  peg$currPos2++;
                } else {
                  s1 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e4);
                  }
                }
              }
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        return s0;
      }
      function peg$parseiquery() {
        var s0, s1, s2;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$parseipchar();
        if (s2 === peg$FAILED2) {
          s2 = peg$parseiprivate();
          if (s2 === peg$FAILED2) {
            if (input2.charCodeAt(peg$currPos2) === 47) {
              s2 = peg$c6;
              peg$currPos2++;
            } else {
              s2 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e6);
              }
            }
            if (s2 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 63) {
                s2 = peg$c1;
                peg$currPos2++;
              } else {
                s2 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e1);
                }
              }
            }
          }
        }
        while (s2 !== peg$FAILED2) {
          s1.push(s2);
          s2 = peg$parseipchar();
          if (s2 === peg$FAILED2) {
            s2 = peg$parseiprivate();
            if (s2 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 47) {
                s2 = peg$c6;
                peg$currPos2++;
              } else {
                s2 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e6);
                }
              }
              if (s2 === peg$FAILED2) {
                if (input2.charCodeAt(peg$currPos2) === 63) {
                  s2 = peg$c1;
                  peg$currPos2++;
                } else {
                  s2 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e1);
                  }
                }
              }
            }
          }
        }
        peg$savedPos2 = s0;
        s1 = peg$f20();
        s0 = s1;
        return s0;
      }
      function peg$parseifragment() {
        var s0, s1, s2;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$parseipchar();
        if (s2 === peg$FAILED2) {
          if (input2.charCodeAt(peg$currPos2) === 47) {
            s2 = peg$c6;
            peg$currPos2++;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e6);
            }
          }
          if (s2 === peg$FAILED2) {
            if (input2.charCodeAt(peg$currPos2) === 63) {
              s2 = peg$c1;
              peg$currPos2++;
            } else {
              s2 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e1);
              }
            }
          }
        }
        while (s2 !== peg$FAILED2) {
          s1.push(s2);
          s2 = peg$parseipchar();
          if (s2 === peg$FAILED2) {
            if (input2.charCodeAt(peg$currPos2) === 47) {
              s2 = peg$c6;
              peg$currPos2++;
            } else {
              s2 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e6);
              }
            }
            if (s2 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 63) {
                s2 = peg$c1;
                peg$currPos2++;
              } else {
                s2 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e1);
                }
              }
            }
          }
        }
        peg$savedPos2 = s0;
        s1 = peg$f21();
        s0 = s1;
        return s0;
      }
      function peg$parseiunreserved() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (peg$r0.test(input2.charAt(peg$currPos2))) {
          s1 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e8);
          }
        }
        if (s1 === peg$FAILED2) {
          s1 = peg$parseucschar();
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e7);
          }
        }
        return s0;
      }
      function peg$parseucschar() {
        var s0, s1, s2, s3;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (peg$r1.test(input2.charAt(peg$currPos2))) {
          s1 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e10);
          }
        }
        if (s1 === peg$FAILED2) {
          s1 = peg$currPos2;
          if (peg$r2.test(input2.charAt(peg$currPos2))) {
            s2 = input2.charAt(peg$currPos2);
            peg$currPos2++;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e11);
            }
          }
          if (s2 !== peg$FAILED2) {
            if (peg$r3.test(input2.charAt(peg$currPos2))) {
              s3 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s3 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e12);
              }
            }
            if (s3 !== peg$FAILED2) {
              s2 = [s2, s3];
              s1 = s2;
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
          if (s1 === peg$FAILED2) {
            s1 = peg$currPos2;
            if (peg$r4.test(input2.charAt(peg$currPos2))) {
              s2 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s2 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e13);
              }
            }
            if (s2 !== peg$FAILED2) {
              if (peg$r5.test(input2.charAt(peg$currPos2))) {
                s3 = input2.charAt(peg$currPos2);
                peg$currPos2++;
              } else {
                s3 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e14);
                }
              }
              if (s3 !== peg$FAILED2) {
                s2 = [s2, s3];
                s1 = s2;
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e9);
          }
        }
        return s0;
      }
      function peg$parseiprivate() {
        var s0, s1, s2, s3;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (peg$r6.test(input2.charAt(peg$currPos2))) {
          s1 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e16);
          }
        }
        if (s1 === peg$FAILED2) {
          s1 = peg$currPos2;
          if (peg$r7.test(input2.charAt(peg$currPos2))) {
            s2 = input2.charAt(peg$currPos2);
            peg$currPos2++;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e17);
            }
          }
          if (s2 !== peg$FAILED2) {
            if (peg$r3.test(input2.charAt(peg$currPos2))) {
              s3 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s3 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e12);
              }
            }
            if (s3 !== peg$FAILED2) {
              s2 = [s2, s3];
              s1 = s2;
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
          if (s1 === peg$FAILED2) {
            s1 = peg$currPos2;
            if (peg$r8.test(input2.charAt(peg$currPos2))) {
              s2 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s2 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e18);
              }
            }
            if (s2 !== peg$FAILED2) {
              if (peg$r5.test(input2.charAt(peg$currPos2))) {
                s3 = input2.charAt(peg$currPos2);
                peg$currPos2++;
              } else {
                s3 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e14);
                }
              }
              if (s3 !== peg$FAILED2) {
                s2 = [s2, s3];
                s1 = s2;
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e15);
          }
        }
        return s0;
      }
      function peg$parsescheme() {
        var s0, s1, s2, s3;
        s0 = peg$currPos2;
        s1 = peg$parseALPHA();
        if (s1 !== peg$FAILED2) {
          s2 = [];
          s3 = peg$parseALPHA();
          if (s3 === peg$FAILED2) {
            s3 = peg$parseDIGIT();
            if (s3 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 43) {
                s3 = peg$c7;
                peg$currPos2++;
              } else {
                s3 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e19);
                }
              }
              if (s3 === peg$FAILED2) {
                if (input2.charCodeAt(peg$currPos2) === 45) {
                  s3 = peg$c8;
                  peg$currPos2++;
                } else {
                  s3 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e20);
                  }
                }
                if (s3 === peg$FAILED2) {
                  if (input2.charCodeAt(peg$currPos2) === 46) {
                    s3 = peg$c9;
                    peg$currPos2++;
                  } else {
                    s3 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e21);
                    }
                  }
                }
              }
            }
          }
          while (s3 !== peg$FAILED2) {
            s2.push(s3);
            s3 = peg$parseALPHA();
            if (s3 === peg$FAILED2) {
              s3 = peg$parseDIGIT();
              if (s3 === peg$FAILED2) {
                if (input2.charCodeAt(peg$currPos2) === 43) {
                  s3 = peg$c7;
                  peg$currPos2++;
                } else {
                  s3 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e19);
                  }
                }
                if (s3 === peg$FAILED2) {
                  if (input2.charCodeAt(peg$currPos2) === 45) {
                    s3 = peg$c8;
                    peg$currPos2++;
                  } else {
                    s3 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e20);
                    }
                  }
                  if (s3 === peg$FAILED2) {
                    if (input2.charCodeAt(peg$currPos2) === 46) {
                      s3 = peg$c9;
                      peg$currPos2++;
                    } else {
                      s3 = peg$FAILED2;
                      if (peg$silentFails === 0) {
                        peg$fail(peg$e21);
                      }
                    }
                  }
                }
              }
            }
          }
          peg$savedPos2 = s0;
          s0 = peg$f22();
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseport() {
        var s0, s1, s2;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$parseDIGIT();
        while (s2 !== peg$FAILED2) {
          s1.push(s2);
          s2 = peg$parseDIGIT();
        }
        peg$savedPos2 = s0;
        s1 = peg$f23();
        s0 = s1;
        return s0;
      }
      function peg$parseIP_literal() {
        var s0, s1, s2, s3;
        s0 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 91) {
          s1 = peg$c10;
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e22);
          }
        }
        if (s1 !== peg$FAILED2) {
          s2 = peg$parseIPv6address();
          if (s2 === peg$FAILED2) {
            s2 = peg$parseIPvFuture();
          }
          if (s2 !== peg$FAILED2) {
            if (input2.charCodeAt(peg$currPos2) === 93) {
              s3 = peg$c11;
              peg$currPos2++;
            } else {
              s3 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e23);
              }
            }
            if (s3 !== peg$FAILED2) {
              peg$savedPos2 = s0;
              s0 = peg$f24(s2);
            } else {
              peg$currPos2 = s0;
              s0 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s0;
            s0 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseIPvFuture() {
        var s0, s1, s2, s3, s4, s5, s6;
        s0 = peg$currPos2;
        if (input2.substr(peg$currPos2, 1).toLowerCase() === peg$c12) {
          s1 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e24);
          }
        }
        if (s1 !== peg$FAILED2) {
          s2 = peg$currPos2;
          s3 = [];
          s4 = peg$parseHEXDIG();
          if (s4 !== peg$FAILED2) {
            while (s4 !== peg$FAILED2) {
              s3.push(s4);
              s4 = peg$parseHEXDIG();
            }
          } else {
            s3 = peg$FAILED2;
          }
          if (s3 !== peg$FAILED2) {
            s2 = input2.substring(s2, peg$currPos2);
          } else {
            s2 = s3;
          }
          if (s2 !== peg$FAILED2) {
            if (input2.charCodeAt(peg$currPos2) === 46) {
              s3 = peg$c9;
              peg$currPos2++;
            } else {
              s3 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e21);
              }
            }
            if (s3 !== peg$FAILED2) {
              s4 = peg$currPos2;
              s5 = [];
              s6 = peg$parseunreserved();
              if (s6 === peg$FAILED2) {
                s6 = peg$parsesub_delims();
                if (s6 === peg$FAILED2) {
                  if (input2.charCodeAt(peg$currPos2) === 58) {
                    s6 = peg$c0;
                    peg$currPos2++;
                  } else {
                    s6 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e0);
                    }
                  }
                }
              }
              if (s6 !== peg$FAILED2) {
                while (s6 !== peg$FAILED2) {
                  s5.push(s6);
                  s6 = peg$parseunreserved();
                  if (s6 === peg$FAILED2) {
                    s6 = peg$parsesub_delims();
                    if (s6 === peg$FAILED2) {
                      if (input2.charCodeAt(peg$currPos2) === 58) {
                        s6 = peg$c0;
                        peg$currPos2++;
                      } else {
                        s6 = peg$FAILED2;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e0);
                        }
                      }
                    }
                  }
                }
              } else {
                s5 = peg$FAILED2;
              }
              if (s5 !== peg$FAILED2) {
                s4 = input2.substring(s4, peg$currPos2);
              } else {
                s4 = s5;
              }
              if (s4 !== peg$FAILED2) {
                peg$savedPos2 = s0;
                s0 = peg$f25(s2, s4);
              } else {
                peg$currPos2 = s0;
                s0 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s0;
              s0 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s0;
            s0 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parseIPv6address() {
        var s0, s1, s2, s3, s4, s5, s6, s7, s8;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        s2 = peg$currPos2;
        s3 = [];
        s4 = peg$currPos2;
        s5 = peg$parseh16();
        if (s5 !== peg$FAILED2) {
          if (input2.charCodeAt(peg$currPos2) === 58) {
            s6 = peg$c0;
            peg$currPos2++;
          } else {
            s6 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e0);
            }
          }
          if (s6 !== peg$FAILED2) {
            s5 = [s5, s6];
            s4 = s5;
          } else {
            peg$currPos2 = s4;
            s4 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s4;
          s4 = peg$FAILED2;
        }
        while (s4 !== peg$FAILED2) {
          s3.push(s4);
          if (s3.length >= 6) {
            s4 = peg$FAILED2;
          } else {
            s4 = peg$currPos2;
            s5 = peg$parseh16();
            if (s5 !== peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 58) {
                s6 = peg$c0;
                peg$currPos2++;
              } else {
                s6 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e0);
                }
              }
              if (s6 !== peg$FAILED2) {
                s5 = [s5, s6];
                s4 = s5;
              } else {
                peg$currPos2 = s4;
                s4 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s4;
              s4 = peg$FAILED2;
            }
          }
        }
        if (s3.length < 6) {
          peg$currPos2 = s2;
          s2 = peg$FAILED2;
        } else {
          s2 = s3;
        }
        if (s2 !== peg$FAILED2) {
          s3 = peg$parsels32();
          if (s3 !== peg$FAILED2) {
            s2 = [s2, s3];
            s1 = s2;
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        }
        if (s1 === peg$FAILED2) {
          s1 = peg$currPos2;
          if (input2.substr(peg$currPos2, 2) === peg$c13) {
            s2 = peg$c13;
            peg$currPos2 += 2;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e25);
            }
          }
          if (s2 !== peg$FAILED2) {
            s3 = peg$currPos2;
            s4 = [];
            s5 = peg$currPos2;
            s6 = peg$parseh16();
            if (s6 !== peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 58) {
                s7 = peg$c0;
                peg$currPos2++;
              } else {
                s7 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e0);
                }
              }
              if (s7 !== peg$FAILED2) {
                s6 = [s6, s7];
                s5 = s6;
              } else {
                peg$currPos2 = s5;
                s5 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s5;
              s5 = peg$FAILED2;
            }
            while (s5 !== peg$FAILED2) {
              s4.push(s5);
              if (s4.length >= 5) {
                s5 = peg$FAILED2;
              } else {
                s5 = peg$currPos2;
                s6 = peg$parseh16();
                if (s6 !== peg$FAILED2) {
                  if (input2.charCodeAt(peg$currPos2) === 58) {
                    s7 = peg$c0;
                    peg$currPos2++;
                  } else {
                    s7 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e0);
                    }
                  }
                  if (s7 !== peg$FAILED2) {
                    s6 = [s6, s7];
                    s5 = s6;
                  } else {
                    peg$currPos2 = s5;
                    s5 = peg$FAILED2;
                  }
                } else {
                  peg$currPos2 = s5;
                  s5 = peg$FAILED2;
                }
              }
            }
            if (s4.length < 5) {
              peg$currPos2 = s3;
              s3 = peg$FAILED2;
            } else {
              s3 = s4;
            }
            if (s3 !== peg$FAILED2) {
              s4 = peg$parsels32();
              if (s4 !== peg$FAILED2) {
                s2 = [s2, s3, s4];
                s1 = s2;
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
          if (s1 === peg$FAILED2) {
            s1 = peg$currPos2;
            s2 = peg$parseh16();
            if (s2 === peg$FAILED2) {
              s2 = null;
            }
            if (input2.substr(peg$currPos2, 2) === peg$c13) {
              s3 = peg$c13;
              peg$currPos2 += 2;
            } else {
              s3 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e25);
              }
            }
            if (s3 !== peg$FAILED2) {
              s4 = peg$currPos2;
              s5 = [];
              s6 = peg$currPos2;
              s7 = peg$parseh16();
              if (s7 !== peg$FAILED2) {
                if (input2.charCodeAt(peg$currPos2) === 58) {
                  s8 = peg$c0;
                  peg$currPos2++;
                } else {
                  s8 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e0);
                  }
                }
                if (s8 !== peg$FAILED2) {
                  s7 = [s7, s8];
                  s6 = s7;
                } else {
                  peg$currPos2 = s6;
                  s6 = peg$FAILED2;
                }
              } else {
                peg$currPos2 = s6;
                s6 = peg$FAILED2;
              }
              while (s6 !== peg$FAILED2) {
                s5.push(s6);
                if (s5.length >= 4) {
                  s6 = peg$FAILED2;
                } else {
                  s6 = peg$currPos2;
                  s7 = peg$parseh16();
                  if (s7 !== peg$FAILED2) {
                    if (input2.charCodeAt(peg$currPos2) === 58) {
                      s8 = peg$c0;
                      peg$currPos2++;
                    } else {
                      s8 = peg$FAILED2;
                      if (peg$silentFails === 0) {
                        peg$fail(peg$e0);
                      }
                    }
                    if (s8 !== peg$FAILED2) {
                      s7 = [s7, s8];
                      s6 = s7;
                    } else {
                      peg$currPos2 = s6;
                      s6 = peg$FAILED2;
                    }
                  } else {
                    peg$currPos2 = s6;
                    s6 = peg$FAILED2;
                  }
                }
              }
              if (s5.length < 4) {
                peg$currPos2 = s4;
                s4 = peg$FAILED2;
              } else {
                s4 = s5;
              }
              if (s4 !== peg$FAILED2) {
                s5 = peg$parsels32();
                if (s5 !== peg$FAILED2) {
                  s2 = [s2, s3, s4, s5];
                  s1 = s2;
                } else {
                  peg$currPos2 = s1;
                  s1 = peg$FAILED2;
                }
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
            if (s1 === peg$FAILED2) {
              s1 = peg$currPos2;
              s2 = peg$currPos2;
              s3 = [];
              s4 = peg$currPos2;
              s5 = peg$parseh16();
              if (s5 !== peg$FAILED2) {
                if (input2.charCodeAt(peg$currPos2) === 58) {
                  s6 = peg$c0;
                  peg$currPos2++;
                } else {
                  s6 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e0);
                  }
                }
                if (s6 !== peg$FAILED2) {
                  s7 = peg$currPos2;
                  peg$silentFails++;
                  if (input2.charCodeAt(peg$currPos2) === 58) {
                    s8 = peg$c0;
                    peg$currPos2++;
                  } else {
                    s8 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e0);
                    }
                  }
                  peg$silentFails--;
                  if (s8 === peg$FAILED2) {
                    s7 = void 0;
                  } else {
                    peg$currPos2 = s7;
                    s7 = peg$FAILED2;
                  }
                  if (s7 !== peg$FAILED2) {
                    s5 = [s5, s6, s7];
                    s4 = s5;
                  } else {
                    peg$currPos2 = s4;
                    s4 = peg$FAILED2;
                  }
                } else {
                  peg$currPos2 = s4;
                  s4 = peg$FAILED2;
                }
              } else {
                peg$currPos2 = s4;
                s4 = peg$FAILED2;
              }
              while (s4 !== peg$FAILED2) {
                s3.push(s4);
                if (s3.length >= 1) {
                  s4 = peg$FAILED2;
                } else {
                  s4 = peg$currPos2;
                  s5 = peg$parseh16();
                  if (s5 !== peg$FAILED2) {
                    if (input2.charCodeAt(peg$currPos2) === 58) {
                      s6 = peg$c0;
                      peg$currPos2++;
                    } else {
                      s6 = peg$FAILED2;
                      if (peg$silentFails === 0) {
                        peg$fail(peg$e0);
                      }
                    }
                    if (s6 !== peg$FAILED2) {
                      s7 = peg$currPos2;
                      peg$silentFails++;
                      if (input2.charCodeAt(peg$currPos2) === 58) {
                        s8 = peg$c0;
                        peg$currPos2++;
                      } else {
                        s8 = peg$FAILED2;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e0);
                        }
                      }
                      peg$silentFails--;
                      if (s8 === peg$FAILED2) {
                        s7 = void 0;
                      } else {
                        peg$currPos2 = s7;
                        s7 = peg$FAILED2;
                      }
                      if (s7 !== peg$FAILED2) {
                        s5 = [s5, s6, s7];
                        s4 = s5;
                      } else {
                        peg$currPos2 = s4;
                        s4 = peg$FAILED2;
                      }
                    } else {
                      peg$currPos2 = s4;
                      s4 = peg$FAILED2;
                    }
                  } else {
                    peg$currPos2 = s4;
                    s4 = peg$FAILED2;
                  }
                }
              }
              s4 = peg$parseh16();
              if (s4 !== peg$FAILED2) {
                s3 = [s3, s4];
                s2 = s3;
              } else {
                peg$currPos2 = s2;
                s2 = peg$FAILED2;
              }
              if (s2 === peg$FAILED2) {
                s2 = null;
              }
              if (input2.substr(peg$currPos2, 2) === peg$c13) {
                s3 = peg$c13;
                peg$currPos2 += 2;
              } else {
                s3 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e25);
                }
              }
              if (s3 !== peg$FAILED2) {
                s4 = peg$currPos2;
                s5 = [];
                s6 = peg$currPos2;
                s7 = peg$parseh16();
                if (s7 !== peg$FAILED2) {
                  if (input2.charCodeAt(peg$currPos2) === 58) {
                    s8 = peg$c0;
                    peg$currPos2++;
                  } else {
                    s8 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e0);
                    }
                  }
                  if (s8 !== peg$FAILED2) {
                    s7 = [s7, s8];
                    s6 = s7;
                  } else {
                    peg$currPos2 = s6;
                    s6 = peg$FAILED2;
                  }
                } else {
                  peg$currPos2 = s6;
                  s6 = peg$FAILED2;
                }
                while (s6 !== peg$FAILED2) {
                  s5.push(s6);
                  if (s5.length >= 3) {
                    s6 = peg$FAILED2;
                  } else {
                    s6 = peg$currPos2;
                    s7 = peg$parseh16();
                    if (s7 !== peg$FAILED2) {
                      if (input2.charCodeAt(peg$currPos2) === 58) {
                        s8 = peg$c0;
                        peg$currPos2++;
                      } else {
                        s8 = peg$FAILED2;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e0);
                        }
                      }
                      if (s8 !== peg$FAILED2) {
                        s7 = [s7, s8];
                        s6 = s7;
                      } else {
                        peg$currPos2 = s6;
                        s6 = peg$FAILED2;
                      }
                    } else {
                      peg$currPos2 = s6;
                      s6 = peg$FAILED2;
                    }
                  }
                }
                if (s5.length < 3) {
                  peg$currPos2 = s4;
                  s4 = peg$FAILED2;
                } else {
                  s4 = s5;
                }
                if (s4 !== peg$FAILED2) {
                  s5 = peg$parsels32();
                  if (s5 !== peg$FAILED2) {
                    s2 = [s2, s3, s4, s5];
                    s1 = s2;
                  } else {
                    peg$currPos2 = s1;
                    s1 = peg$FAILED2;
                  }
                } else {
                  peg$currPos2 = s1;
                  s1 = peg$FAILED2;
                }
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
              if (s1 === peg$FAILED2) {
                s1 = peg$currPos2;
                s2 = peg$currPos2;
                s3 = [];
                s4 = peg$currPos2;
                s5 = peg$parseh16();
                if (s5 !== peg$FAILED2) {
                  if (input2.charCodeAt(peg$currPos2) === 58) {
                    s6 = peg$c0;
                    peg$currPos2++;
                  } else {
                    s6 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e0);
                    }
                  }
                  if (s6 !== peg$FAILED2) {
                    s7 = peg$currPos2;
                    peg$silentFails++;
                    if (input2.charCodeAt(peg$currPos2) === 58) {
                      s8 = peg$c0;
                      peg$currPos2++;
                    } else {
                      s8 = peg$FAILED2;
                      if (peg$silentFails === 0) {
                        peg$fail(peg$e0);
                      }
                    }
                    peg$silentFails--;
                    if (s8 === peg$FAILED2) {
                      s7 = void 0;
                    } else {
                      peg$currPos2 = s7;
                      s7 = peg$FAILED2;
                    }
                    if (s7 !== peg$FAILED2) {
                      s5 = [s5, s6, s7];
                      s4 = s5;
                    } else {
                      peg$currPos2 = s4;
                      s4 = peg$FAILED2;
                    }
                  } else {
                    peg$currPos2 = s4;
                    s4 = peg$FAILED2;
                  }
                } else {
                  peg$currPos2 = s4;
                  s4 = peg$FAILED2;
                }
                while (s4 !== peg$FAILED2) {
                  s3.push(s4);
                  if (s3.length >= 2) {
                    s4 = peg$FAILED2;
                  } else {
                    s4 = peg$currPos2;
                    s5 = peg$parseh16();
                    if (s5 !== peg$FAILED2) {
                      if (input2.charCodeAt(peg$currPos2) === 58) {
                        s6 = peg$c0;
                        peg$currPos2++;
                      } else {
                        s6 = peg$FAILED2;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e0);
                        }
                      }
                      if (s6 !== peg$FAILED2) {
                        s7 = peg$currPos2;
                        peg$silentFails++;
                        if (input2.charCodeAt(peg$currPos2) === 58) {
                          s8 = peg$c0;
                          peg$currPos2++;
                        } else {
                          s8 = peg$FAILED2;
                          if (peg$silentFails === 0) {
                            peg$fail(peg$e0);
                          }
                        }
                        peg$silentFails--;
                        if (s8 === peg$FAILED2) {
                          s7 = void 0;
                        } else {
                          peg$currPos2 = s7;
                          s7 = peg$FAILED2;
                        }
                        if (s7 !== peg$FAILED2) {
                          s5 = [s5, s6, s7];
                          s4 = s5;
                        } else {
                          peg$currPos2 = s4;
                          s4 = peg$FAILED2;
                        }
                      } else {
                        peg$currPos2 = s4;
                        s4 = peg$FAILED2;
                      }
                    } else {
                      peg$currPos2 = s4;
                      s4 = peg$FAILED2;
                    }
                  }
                }
                s4 = peg$parseh16();
                if (s4 !== peg$FAILED2) {
                  s3 = [s3, s4];
                  s2 = s3;
                } else {
                  peg$currPos2 = s2;
                  s2 = peg$FAILED2;
                }
                if (s2 === peg$FAILED2) {
                  s2 = null;
                }
                if (input2.substr(peg$currPos2, 2) === peg$c13) {
                  s3 = peg$c13;
                  peg$currPos2 += 2;
                } else {
                  s3 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e25);
                  }
                }
                if (s3 !== peg$FAILED2) {
                  s4 = peg$currPos2;
                  s5 = [];
                  s6 = peg$currPos2;
                  s7 = peg$parseh16();
                  if (s7 !== peg$FAILED2) {
                    if (input2.charCodeAt(peg$currPos2) === 58) {
                      s8 = peg$c0;
                      peg$currPos2++;
                    } else {
                      s8 = peg$FAILED2;
                      if (peg$silentFails === 0) {
                        peg$fail(peg$e0);
                      }
                    }
                    if (s8 !== peg$FAILED2) {
                      s7 = [s7, s8];
                      s6 = s7;
                    } else {
                      peg$currPos2 = s6;
                      s6 = peg$FAILED2;
                    }
                  } else {
                    peg$currPos2 = s6;
                    s6 = peg$FAILED2;
                  }
                  while (s6 !== peg$FAILED2) {
                    s5.push(s6);
                    if (s5.length >= 2) {
                      s6 = peg$FAILED2;
                    } else {
                      s6 = peg$currPos2;
                      s7 = peg$parseh16();
                      if (s7 !== peg$FAILED2) {
                        if (input2.charCodeAt(peg$currPos2) === 58) {
                          s8 = peg$c0;
                          peg$currPos2++;
                        } else {
                          s8 = peg$FAILED2;
                          if (peg$silentFails === 0) {
                            peg$fail(peg$e0);
                          }
                        }
                        if (s8 !== peg$FAILED2) {
                          s7 = [s7, s8];
                          s6 = s7;
                        } else {
                          peg$currPos2 = s6;
                          s6 = peg$FAILED2;
                        }
                      } else {
                        peg$currPos2 = s6;
                        s6 = peg$FAILED2;
                      }
                    }
                  }
                  if (s5.length < 2) {
                    peg$currPos2 = s4;
                    s4 = peg$FAILED2;
                  } else {
                    s4 = s5;
                  }
                  if (s4 !== peg$FAILED2) {
                    s5 = peg$parsels32();
                    if (s5 !== peg$FAILED2) {
                      s2 = [s2, s3, s4, s5];
                      s1 = s2;
                    } else {
                      peg$currPos2 = s1;
                      s1 = peg$FAILED2;
                    }
                  } else {
                    peg$currPos2 = s1;
                    s1 = peg$FAILED2;
                  }
                } else {
                  peg$currPos2 = s1;
                  s1 = peg$FAILED2;
                }
                if (s1 === peg$FAILED2) {
                  s1 = peg$currPos2;
                  s2 = peg$currPos2;
                  s3 = [];
                  s4 = peg$currPos2;
                  s5 = peg$parseh16();
                  if (s5 !== peg$FAILED2) {
                    if (input2.charCodeAt(peg$currPos2) === 58) {
                      s6 = peg$c0;
                      peg$currPos2++;
                    } else {
                      s6 = peg$FAILED2;
                      if (peg$silentFails === 0) {
                        peg$fail(peg$e0);
                      }
                    }
                    if (s6 !== peg$FAILED2) {
                      s7 = peg$currPos2;
                      peg$silentFails++;
                      if (input2.charCodeAt(peg$currPos2) === 58) {
                        s8 = peg$c0;
                        peg$currPos2++;
                      } else {
                        s8 = peg$FAILED2;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e0);
                        }
                      }
                      peg$silentFails--;
                      if (s8 === peg$FAILED2) {
                        s7 = void 0;
                      } else {
                        peg$currPos2 = s7;
                        s7 = peg$FAILED2;
                      }
                      if (s7 !== peg$FAILED2) {
                        s5 = [s5, s6, s7];
                        s4 = s5;
                      } else {
                        peg$currPos2 = s4;
                        s4 = peg$FAILED2;
                      }
                    } else {
                      peg$currPos2 = s4;
                      s4 = peg$FAILED2;
                    }
                  } else {
                    peg$currPos2 = s4;
                    s4 = peg$FAILED2;
                  }
                  while (s4 !== peg$FAILED2) {
                    s3.push(s4);
                    if (s3.length >= 3) {
                      s4 = peg$FAILED2;
                    } else {
                      s4 = peg$currPos2;
                      s5 = peg$parseh16();
                      if (s5 !== peg$FAILED2) {
                        if (input2.charCodeAt(peg$currPos2) === 58) {
                          s6 = peg$c0;
                          peg$currPos2++;
                        } else {
                          s6 = peg$FAILED2;
                          if (peg$silentFails === 0) {
                            peg$fail(peg$e0);
                          }
                        }
                        if (s6 !== peg$FAILED2) {
                          s7 = peg$currPos2;
                          peg$silentFails++;
                          if (input2.charCodeAt(peg$currPos2) === 58) {
                            s8 = peg$c0;
                            peg$currPos2++;
                          } else {
                            s8 = peg$FAILED2;
                            if (peg$silentFails === 0) {
                              peg$fail(peg$e0);
                            }
                          }
                          peg$silentFails--;
                          if (s8 === peg$FAILED2) {
                            s7 = void 0;
                          } else {
                            peg$currPos2 = s7;
                            s7 = peg$FAILED2;
                          }
                          if (s7 !== peg$FAILED2) {
                            s5 = [s5, s6, s7];
                            s4 = s5;
                          } else {
                            peg$currPos2 = s4;
                            s4 = peg$FAILED2;
                          }
                        } else {
                          peg$currPos2 = s4;
                          s4 = peg$FAILED2;
                        }
                      } else {
                        peg$currPos2 = s4;
                        s4 = peg$FAILED2;
                      }
                    }
                  }
                  s4 = peg$parseh16();
                  if (s4 !== peg$FAILED2) {
                    s3 = [s3, s4];
                    s2 = s3;
                  } else {
                    peg$currPos2 = s2;
                    s2 = peg$FAILED2;
                  }
                  if (s2 === peg$FAILED2) {
                    s2 = null;
                  }
                  if (input2.substr(peg$currPos2, 2) === peg$c13) {
                    s3 = peg$c13;
                    peg$currPos2 += 2;
                  } else {
                    s3 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e25);
                    }
                  }
                  if (s3 !== peg$FAILED2) {
                    s4 = peg$parseh16();
                    if (s4 !== peg$FAILED2) {
                      if (input2.charCodeAt(peg$currPos2) === 58) {
                        s5 = peg$c0;
                        peg$currPos2++;
                      } else {
                        s5 = peg$FAILED2;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e0);
                        }
                      }
                      if (s5 !== peg$FAILED2) {
                        s6 = peg$parsels32();
                        if (s6 !== peg$FAILED2) {
                          s2 = [s2, s3, s4, s5, s6];
                          s1 = s2;
                        } else {
                          peg$currPos2 = s1;
                          s1 = peg$FAILED2;
                        }
                      } else {
                        peg$currPos2 = s1;
                        s1 = peg$FAILED2;
                      }
                    } else {
                      peg$currPos2 = s1;
                      s1 = peg$FAILED2;
                    }
                  } else {
                    peg$currPos2 = s1;
                    s1 = peg$FAILED2;
                  }
                  if (s1 === peg$FAILED2) {
                    s1 = peg$currPos2;
                    s2 = peg$currPos2;
                    s3 = [];
                    s4 = peg$currPos2;
                    s5 = peg$parseh16();
                    if (s5 !== peg$FAILED2) {
                      if (input2.charCodeAt(peg$currPos2) === 58) {
                        s6 = peg$c0;
                        peg$currPos2++;
                      } else {
                        s6 = peg$FAILED2;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e0);
                        }
                      }
                      if (s6 !== peg$FAILED2) {
                        s7 = peg$currPos2;
                        peg$silentFails++;
                        if (input2.charCodeAt(peg$currPos2) === 58) {
                          s8 = peg$c0;
                          peg$currPos2++;
                        } else {
                          s8 = peg$FAILED2;
                          if (peg$silentFails === 0) {
                            peg$fail(peg$e0);
                          }
                        }
                        peg$silentFails--;
                        if (s8 === peg$FAILED2) {
                          s7 = void 0;
                        } else {
                          peg$currPos2 = s7;
                          s7 = peg$FAILED2;
                        }
                        if (s7 !== peg$FAILED2) {
                          s5 = [s5, s6, s7];
                          s4 = s5;
                        } else {
                          peg$currPos2 = s4;
                          s4 = peg$FAILED2;
                        }
                      } else {
                        peg$currPos2 = s4;
                        s4 = peg$FAILED2;
                      }
                    } else {
                      peg$currPos2 = s4;
                      s4 = peg$FAILED2;
                    }
                    while (s4 !== peg$FAILED2) {
                      s3.push(s4);
                      if (s3.length >= 4) {
                        s4 = peg$FAILED2;
                      } else {
                        s4 = peg$currPos2;
                        s5 = peg$parseh16();
                        if (s5 !== peg$FAILED2) {
                          if (input2.charCodeAt(peg$currPos2) === 58) {
                            s6 = peg$c0;
                            peg$currPos2++;
                          } else {
                            s6 = peg$FAILED2;
                            if (peg$silentFails === 0) {
                              peg$fail(peg$e0);
                            }
                          }
                          if (s6 !== peg$FAILED2) {
                            s7 = peg$currPos2;
                            peg$silentFails++;
                            if (input2.charCodeAt(peg$currPos2) === 58) {
                              s8 = peg$c0;
                              peg$currPos2++;
                            } else {
                              s8 = peg$FAILED2;
                              if (peg$silentFails === 0) {
                                peg$fail(peg$e0);
                              }
                            }
                            peg$silentFails--;
                            if (s8 === peg$FAILED2) {
                              s7 = void 0;
                            } else {
                              peg$currPos2 = s7;
                              s7 = peg$FAILED2;
                            }
                            if (s7 !== peg$FAILED2) {
                              s5 = [s5, s6, s7];
                              s4 = s5;
                            } else {
                              peg$currPos2 = s4;
                              s4 = peg$FAILED2;
                            }
                          } else {
                            peg$currPos2 = s4;
                            s4 = peg$FAILED2;
                          }
                        } else {
                          peg$currPos2 = s4;
                          s4 = peg$FAILED2;
                        }
                      }
                    }
                    s4 = peg$parseh16();
                    if (s4 !== peg$FAILED2) {
                      s3 = [s3, s4];
                      s2 = s3;
                    } else {
                      peg$currPos2 = s2;
                      s2 = peg$FAILED2;
                    }
                    if (s2 === peg$FAILED2) {
                      s2 = null;
                    }
                    if (input2.substr(peg$currPos2, 2) === peg$c13) {
                      s3 = peg$c13;
                      peg$currPos2 += 2;
                    } else {
                      s3 = peg$FAILED2;
                      if (peg$silentFails === 0) {
                        peg$fail(peg$e25);
                      }
                    }
                    if (s3 !== peg$FAILED2) {
                      s4 = peg$parsels32();
                      if (s4 !== peg$FAILED2) {
                        s2 = [s2, s3, s4];
                        s1 = s2;
                      } else {
                        peg$currPos2 = s1;
                        s1 = peg$FAILED2;
                      }
                    } else {
                      peg$currPos2 = s1;
                      s1 = peg$FAILED2;
                    }
                    if (s1 === peg$FAILED2) {
                      s1 = peg$currPos2;
                      s2 = peg$currPos2;
                      s3 = [];
                      s4 = peg$currPos2;
                      s5 = peg$parseh16();
                      if (s5 !== peg$FAILED2) {
                        if (input2.charCodeAt(peg$currPos2) === 58) {
                          s6 = peg$c0;
                          peg$currPos2++;
                        } else {
                          s6 = peg$FAILED2;
                          if (peg$silentFails === 0) {
                            peg$fail(peg$e0);
                          }
                        }
                        if (s6 !== peg$FAILED2) {
                          s7 = peg$currPos2;
                          peg$silentFails++;
                          if (input2.charCodeAt(peg$currPos2) === 58) {
                            s8 = peg$c0;
                            peg$currPos2++;
                          } else {
                            s8 = peg$FAILED2;
                            if (peg$silentFails === 0) {
                              peg$fail(peg$e0);
                            }
                          }
                          peg$silentFails--;
                          if (s8 === peg$FAILED2) {
                            s7 = void 0;
                          } else {
                            peg$currPos2 = s7;
                            s7 = peg$FAILED2;
                          }
                          if (s7 !== peg$FAILED2) {
                            s5 = [s5, s6, s7];
                            s4 = s5;
                          } else {
                            peg$currPos2 = s4;
                            s4 = peg$FAILED2;
                          }
                        } else {
                          peg$currPos2 = s4;
                          s4 = peg$FAILED2;
                        }
                      } else {
                        peg$currPos2 = s4;
                        s4 = peg$FAILED2;
                      }
                      while (s4 !== peg$FAILED2) {
                        s3.push(s4);
                        if (s3.length >= 5) {
                          s4 = peg$FAILED2;
                        } else {
                          s4 = peg$currPos2;
                          s5 = peg$parseh16();
                          if (s5 !== peg$FAILED2) {
                            if (input2.charCodeAt(peg$currPos2) === 58) {
                              s6 = peg$c0;
                              peg$currPos2++;
                            } else {
                              s6 = peg$FAILED2;
                              if (peg$silentFails === 0) {
                                peg$fail(peg$e0);
                              }
                            }
                            if (s6 !== peg$FAILED2) {
                              s7 = peg$currPos2;
                              peg$silentFails++;
                              if (input2.charCodeAt(peg$currPos2) === 58) {
                                s8 = peg$c0;
                                peg$currPos2++;
                              } else {
                                s8 = peg$FAILED2;
                                if (peg$silentFails === 0) {
                                  peg$fail(peg$e0);
                                }
                              }
                              peg$silentFails--;
                              if (s8 === peg$FAILED2) {
                                s7 = void 0;
                              } else {
                                peg$currPos2 = s7;
                                s7 = peg$FAILED2;
                              }
                              if (s7 !== peg$FAILED2) {
                                s5 = [s5, s6, s7];
                                s4 = s5;
                              } else {
                                peg$currPos2 = s4;
                                s4 = peg$FAILED2;
                              }
                            } else {
                              peg$currPos2 = s4;
                              s4 = peg$FAILED2;
                            }
                          } else {
                            peg$currPos2 = s4;
                            s4 = peg$FAILED2;
                          }
                        }
                      }
                      s4 = peg$parseh16();
                      if (s4 !== peg$FAILED2) {
                        s3 = [s3, s4];
                        s2 = s3;
                      } else {
                        peg$currPos2 = s2;
                        s2 = peg$FAILED2;
                      }
                      if (s2 === peg$FAILED2) {
                        s2 = null;
                      }
                      if (input2.substr(peg$currPos2, 2) === peg$c13) {
                        s3 = peg$c13;
                        peg$currPos2 += 2;
                      } else {
                        s3 = peg$FAILED2;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e25);
                        }
                      }
                      if (s3 !== peg$FAILED2) {
                        s4 = peg$parseh16();
                        if (s4 !== peg$FAILED2) {
                          s2 = [s2, s3, s4];
                          s1 = s2;
                        } else {
                          peg$currPos2 = s1;
                          s1 = peg$FAILED2;
                        }
                      } else {
                        peg$currPos2 = s1;
                        s1 = peg$FAILED2;
                      }
                      if (s1 === peg$FAILED2) {
                        s1 = peg$currPos2;
                        s2 = peg$currPos2;
                        s3 = [];
                        s4 = peg$currPos2;
                        s5 = peg$parseh16();
                        if (s5 !== peg$FAILED2) {
                          if (input2.charCodeAt(peg$currPos2) === 58) {
                            s6 = peg$c0;
                            peg$currPos2++;
                          } else {
                            s6 = peg$FAILED2;
                            if (peg$silentFails === 0) {
                              peg$fail(peg$e0);
                            }
                          }
                          if (s6 !== peg$FAILED2) {
                            s7 = peg$currPos2;
                            peg$silentFails++;
                            if (input2.charCodeAt(peg$currPos2) === 58) {
                              s8 = peg$c0;
                              peg$currPos2++;
                            } else {
                              s8 = peg$FAILED2;
                              if (peg$silentFails === 0) {
                                peg$fail(peg$e0);
                              }
                            }
                            peg$silentFails--;
                            if (s8 === peg$FAILED2) {
                              s7 = void 0;
                            } else {
                              peg$currPos2 = s7;
                              s7 = peg$FAILED2;
                            }
                            if (s7 !== peg$FAILED2) {
                              s5 = [s5, s6, s7];
                              s4 = s5;
                            } else {
                              peg$currPos2 = s4;
                              s4 = peg$FAILED2;
                            }
                          } else {
                            peg$currPos2 = s4;
                            s4 = peg$FAILED2;
                          }
                        } else {
                          peg$currPos2 = s4;
                          s4 = peg$FAILED2;
                        }
                        while (s4 !== peg$FAILED2) {
                          s3.push(s4);
                          if (s3.length >= 6) {
                            s4 = peg$FAILED2;
                          } else {
                            s4 = peg$currPos2;
                            s5 = peg$parseh16();
                            if (s5 !== peg$FAILED2) {
                              if (input2.charCodeAt(peg$currPos2) === 58) {
                                s6 = peg$c0;
                                peg$currPos2++;
                              } else {
                                s6 = peg$FAILED2;
                                if (peg$silentFails === 0) {
                                  peg$fail(peg$e0);
                                }
                              }
                              if (s6 !== peg$FAILED2) {
                                s7 = peg$currPos2;
                                peg$silentFails++;
                                if (input2.charCodeAt(peg$currPos2) === 58) {
                                  s8 = peg$c0;
                                  peg$currPos2++;
                                } else {
                                  s8 = peg$FAILED2;
                                  if (peg$silentFails === 0) {
                                    peg$fail(peg$e0);
                                  }
                                }
                                peg$silentFails--;
                                if (s8 === peg$FAILED2) {
                                  s7 = void 0;
                                } else {
                                  peg$currPos2 = s7;
                                  s7 = peg$FAILED2;
                                }
                                if (s7 !== peg$FAILED2) {
                                  s5 = [s5, s6, s7];
                                  s4 = s5;
                                } else {
                                  peg$currPos2 = s4;
                                  s4 = peg$FAILED2;
                                }
                              } else {
                                peg$currPos2 = s4;
                                s4 = peg$FAILED2;
                              }
                            } else {
                              peg$currPos2 = s4;
                              s4 = peg$FAILED2;
                            }
                          }
                        }
                        s4 = peg$parseh16();
                        if (s4 !== peg$FAILED2) {
                          s3 = [s3, s4];
                          s2 = s3;
                        } else {
                          peg$currPos2 = s2;
                          s2 = peg$FAILED2;
                        }
                        if (s2 === peg$FAILED2) {
                          s2 = null;
                        }
                        if (input2.substr(peg$currPos2, 2) === peg$c13) {
                          s3 = peg$c13;
                          peg$currPos2 += 2;
                        } else {
                          s3 = peg$FAILED2;
                          if (peg$silentFails === 0) {
                            peg$fail(peg$e25);
                          }
                        }
                        if (s3 !== peg$FAILED2) {
                          s2 = [s2, s3];
                          s1 = s2;
                        } else {
                          peg$currPos2 = s1;
                          s1 = peg$FAILED2;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          peg$savedPos2 = s0;
          s1 = peg$f26();
        }
        s0 = s1;
        return s0;
      }
      function peg$parseh16() {
        var s0, s1, s2, s3;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        s2 = [];
        s3 = peg$parseHEXDIG();
        while (s3 !== peg$FAILED2) {
          s2.push(s3);
          if (s2.length >= 4) {
            s3 = peg$FAILED2;
          } else {
            s3 = peg$parseHEXDIG();
          }
        }
        if (s2.length < 1) {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        } else {
          s1 = s2;
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        return s0;
      }
      function peg$parsels32() {
        var s0, s1, s2, s3, s4;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        s2 = peg$parseh16();
        if (s2 !== peg$FAILED2) {
          if (input2.charCodeAt(peg$currPos2) === 58) {
            s3 = peg$c0;
            peg$currPos2++;
          } else {
            s3 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e0);
            }
          }
          if (s3 !== peg$FAILED2) {
            s4 = peg$parseh16();
            if (s4 !== peg$FAILED2) {
              s2 = [s2, s3, s4];
              s1 = s2;
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        }
        if (s1 === peg$FAILED2) {
          s1 = peg$parseIPv4address();
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        return s0;
      }
      function peg$parseIPv4address() {
        var s0, s1, s2, s3, s4, s5, s6, s7;
        s0 = peg$currPos2;
        s1 = peg$parsedec_octet();
        if (s1 !== peg$FAILED2) {
          if (input2.charCodeAt(peg$currPos2) === 46) {
            s2 = peg$c9;
            peg$currPos2++;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e21);
            }
          }
          if (s2 !== peg$FAILED2) {
            s3 = peg$parsedec_octet();
            if (s3 !== peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 46) {
                s4 = peg$c9;
                peg$currPos2++;
              } else {
                s4 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e21);
                }
              }
              if (s4 !== peg$FAILED2) {
                s5 = peg$parsedec_octet();
                if (s5 !== peg$FAILED2) {
                  if (input2.charCodeAt(peg$currPos2) === 46) {
                    s6 = peg$c9;
                    peg$currPos2++;
                  } else {
                    s6 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e21);
                    }
                  }
                  if (s6 !== peg$FAILED2) {
                    s7 = peg$parsedec_octet();
                    if (s7 !== peg$FAILED2) {
                      peg$savedPos2 = s0;
                      s0 = peg$f27();
                    } else {
                      peg$currPos2 = s0;
                      s0 = peg$FAILED2;
                    }
                  } else {
                    peg$currPos2 = s0;
                    s0 = peg$FAILED2;
                  }
                } else {
                  peg$currPos2 = s0;
                  s0 = peg$FAILED2;
                }
              } else {
                peg$currPos2 = s0;
                s0 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s0;
              s0 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s0;
            s0 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        return s0;
      }
      function peg$parsedec_octet() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        if (input2.substr(peg$currPos2, 2) === peg$c14) {
          s2 = peg$c14;
          peg$currPos2 += 2;
        } else {
          s2 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e26);
          }
        }
        if (s2 !== peg$FAILED2) {
          if (peg$r9.test(input2.charAt(peg$currPos2))) {
            s3 = input2.charAt(peg$currPos2);
            peg$currPos2++;
          } else {
            s3 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e27);
            }
          }
          if (s3 !== peg$FAILED2) {
            s2 = [s2, s3];
            s1 = s2;
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        }
        if (s1 === peg$FAILED2) {
          s1 = peg$currPos2;
          if (input2.charCodeAt(peg$currPos2) === 50) {
            s2 = peg$c15;
            peg$currPos2++;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e28);
            }
          }
          if (s2 !== peg$FAILED2) {
            if (peg$r10.test(input2.charAt(peg$currPos2))) {
              s3 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s3 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e29);
              }
            }
            if (s3 !== peg$FAILED2) {
              s4 = peg$parseDIGIT();
              if (s4 !== peg$FAILED2) {
                s2 = [s2, s3, s4];
                s1 = s2;
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
          if (s1 === peg$FAILED2) {
            s1 = peg$currPos2;
            if (input2.charCodeAt(peg$currPos2) === 49) {
              s2 = peg$c16;
              peg$currPos2++;
            } else {
              s2 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e30);
              }
            }
            if (s2 !== peg$FAILED2) {
              s3 = peg$currPos2;
              s4 = [];
              s5 = peg$parseDIGIT();
              while (s5 !== peg$FAILED2) {
                s4.push(s5);
                if (s4.length >= 2) {
                  s5 = peg$FAILED2;
                } else {
                  s5 = peg$parseDIGIT();
                }
              }
              if (s4.length < 2) {
                peg$currPos2 = s3;
                s3 = peg$FAILED2;
              } else {
                s3 = s4;
              }
              if (s3 !== peg$FAILED2) {
                s2 = [s2, s3];
                s1 = s2;
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
            if (s1 === peg$FAILED2) {
              s1 = peg$currPos2;
              if (peg$r11.test(input2.charAt(peg$currPos2))) {
                s2 = input2.charAt(peg$currPos2);
                peg$currPos2++;
              } else {
                s2 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e31);
                }
              }
              if (s2 !== peg$FAILED2) {
                s3 = peg$parseDIGIT();
                if (s3 !== peg$FAILED2) {
                  s2 = [s2, s3];
                  s1 = s2;
                } else {
                  peg$currPos2 = s1;
                  s1 = peg$FAILED2;
                }
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
              if (s1 === peg$FAILED2) {
                s1 = peg$parseDIGIT();
              }
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        return s0;
      }
      function peg$parsepct_encoded() {
        var s0, s1, s2, s3, s4;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 37) {
          s2 = peg$c5;
          peg$currPos2++;
        } else {
          s2 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e5);
          }
        }
        if (s2 !== peg$FAILED2) {
          s3 = peg$parseHEXDIG();
          if (s3 !== peg$FAILED2) {
            s4 = peg$parseHEXDIG();
            if (s4 !== peg$FAILED2) {
              s2 = [s2, s3, s4];
              s1 = s2;
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        return s0;
      }
      function peg$parseunreserved() {
        var s0, s1;
        peg$silentFails++;
        if (peg$r0.test(input2.charAt(peg$currPos2))) {
          s0 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s0 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e8);
          }
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e32);
          }
        }
        return s0;
      }
      function peg$parsereserved() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$parsegen_delims();
        if (s0 === peg$FAILED2) {
          s0 = peg$parsesub_delims();
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e33);
          }
        }
        return s0;
      }
      function peg$parsegen_delims() {
        var s0, s1;
        peg$silentFails++;
        if (peg$r12.test(input2.charAt(peg$currPos2))) {
          s0 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s0 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e35);
          }
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e34);
          }
        }
        return s0;
      }
      function peg$parsesub_delims() {
        var s0, s1;
        peg$silentFails++;
        if (peg$r13.test(input2.charAt(peg$currPos2))) {
          s0 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s0 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e37);
          }
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e36);
          }
        }
        return s0;
      }
      function peg$parseALPHA() {
        var s0, s1;
        peg$silentFails++;
        if (peg$r14.test(input2.charAt(peg$currPos2))) {
          s0 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s0 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e39);
          }
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e38);
          }
        }
        return s0;
      }
      function peg$parseDIGIT() {
        var s0, s1;
        peg$silentFails++;
        if (peg$r15.test(input2.charAt(peg$currPos2))) {
          s0 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s0 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e41);
          }
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e40);
          }
        }
        return s0;
      }
      function peg$parseHEXDIG() {
        var s0, s1;
        peg$silentFails++;
        if (peg$r16.test(input2.charAt(peg$currPos2))) {
          s0 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s0 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e43);
          }
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e42);
          }
        }
        return s0;
      }
      peg$result = peg$startRuleFunction();
      if (peg$result !== peg$FAILED2 && peg$currPos2 === input2.length) {
        return peg$result;
      } else {
        if (peg$result !== peg$FAILED2 && peg$currPos2 < input2.length) {
          peg$fail(peg$endExpectation());
        }
        throw peg$buildStructuredError(
          // @ts-ignore
          peg$maxFailExpected,
          // @ts-ignore
          peg$maxFailPos < input2.length ? input2.charAt(peg$maxFailPos) : null,
          // @ts-ignore
          peg$maxFailPos < input2.length ? peg$computeLocation(peg$maxFailPos, peg$maxFailPos + 1) : peg$computeLocation(peg$maxFailPos, peg$maxFailPos)
        );
      }
    }
    return {
      SyntaxError: peg$SyntaxError,
      parse: peg$parse
    };
  })()
);
var parse2 = peggyParser.parse;
var PeggySyntaxError = peggyParser.SyntaxError;
var FAILED2 = {};
function tryParse2(input2, startRule) {
  try {
    return peggyParser.parse(input2, { startRule });
  } catch (e) {
    if (e instanceof peggyParser.SyntaxError) return FAILED2;
    throw e;
  }
}

// generated/rfc3987.rules.ts
var NAME_TABLE2 = /* @__PURE__ */ Object.freeze([
  { rfc: "IRI", abnf: "IRI", peg: "IRI" },
  { rfc: "ihier-part", abnf: "ihier-part", peg: "ihier_part" },
  { rfc: "IRI-reference", abnf: "IRI-reference", peg: "IRI_reference" },
  { rfc: "absolute-IRI", abnf: "absolute-IRI", peg: "absolute_IRI" },
  { rfc: "irelative-ref", abnf: "irelative-ref", peg: "irelative_ref" },
  { rfc: "irelative-part", abnf: "irelative-part", peg: "irelative_part" },
  { rfc: "iauthority", abnf: "iauthority", peg: "iauthority" },
  { rfc: "iuserinfo", abnf: "iuserinfo", peg: "iuserinfo" },
  { rfc: "ihost", abnf: "ihost", peg: "ihost" },
  { rfc: "ireg-name", abnf: "ireg-name", peg: "ireg_name" },
  { rfc: "ipath", abnf: "ipath", peg: "ipath" },
  { rfc: "ipath-abempty", abnf: "ipath-abempty", peg: "ipath_abempty" },
  { rfc: "ipath-absolute", abnf: "ipath-absolute", peg: "ipath_absolute" },
  { rfc: "ipath-noscheme", abnf: "ipath-noscheme", peg: "ipath_noscheme" },
  { rfc: "ipath-rootless", abnf: "ipath-rootless", peg: "ipath_rootless" },
  { rfc: "ipath-empty", abnf: "ipath-empty", peg: "ipath_empty" },
  { rfc: "isegment", abnf: "isegment", peg: "isegment" },
  { rfc: "isegment-nz", abnf: "isegment-nz", peg: "isegment_nz" },
  { rfc: "isegment-nz-nc", abnf: "isegment-nz-nc", peg: "isegment_nz_nc" },
  { rfc: "ipchar", abnf: "ipchar", peg: "ipchar" },
  { rfc: "iquery", abnf: "iquery", peg: "iquery" },
  { rfc: "ifragment", abnf: "ifragment", peg: "ifragment" },
  { rfc: "iunreserved", abnf: "iunreserved", peg: "iunreserved" },
  { rfc: "ucschar", abnf: "ucschar", peg: "ucschar" },
  { rfc: "iprivate", abnf: "iprivate", peg: "iprivate" },
  { rfc: "scheme", abnf: "scheme", peg: "scheme" },
  { rfc: "port", abnf: "port", peg: "port" },
  { rfc: "IP-literal", abnf: "IP-literal", peg: "IP_literal" },
  { rfc: "IPvFuture", abnf: "IPvFuture", peg: "IPvFuture" },
  { rfc: "IPv6address", abnf: "IPv6address", peg: "IPv6address" },
  { rfc: "h16", abnf: "h16", peg: "h16" },
  { rfc: "ls32", abnf: "ls32", peg: "ls32" },
  { rfc: "IPv4address", abnf: "IPv4address", peg: "IPv4address" },
  { rfc: "dec-octet", abnf: "dec-octet", peg: "dec_octet" },
  { rfc: "pct-encoded", abnf: "pct-encoded", peg: "pct_encoded" },
  { rfc: "unreserved", abnf: "unreserved", peg: "unreserved" },
  { rfc: "reserved", abnf: "reserved", peg: "reserved" },
  { rfc: "gen-delims", abnf: "gen-delims", peg: "gen_delims" },
  { rfc: "sub-delims", abnf: "sub-delims", peg: "sub_delims" }
]);

// generated/rfc3987.api.ts
var validator9 = /* @__PURE__ */ createValidator(VALIDATOR2);
var binding2 = /* @__PURE__ */ grammarApi({
  name: "rfc3987",
  rfc: 3987,
  table: NAME_TABLE2,
  start: "IRI-reference",
  parser: rfc3987_exports,
  validator: validator9,
  hints: hint2,
  diagnoses: diagnose2,
  textLeaf
});
var parse3 = binding2.parse;
var check4 = binding2.check;
var isValid3 = binding2.isValid;
var isRuleName2 = binding2.isRuleName;

// src/encoding/punycode.ts
var base = 36;
var tmin = 1;
var tmax = 26;
var skew = 38;
var damp = 700;
var initial_bias = 72;
var initial_n = 128;
var maxint = 2147483647;
function adapt(delta, numpoints, firsttime) {
  delta = firsttime ? Math.floor(delta / damp) : delta >> 1;
  delta += Math.floor(delta / numpoints);
  let k = 0;
  while (delta > (base - tmin) * tmax >> 1) {
    delta = Math.floor(delta / (base - tmin));
    k += base;
  }
  return k + Math.floor((base - tmin + 1) * delta / (delta + skew));
}
function digitValue(c) {
  if (c >= 48 && c <= 57) return c - 22;
  if (c >= 65 && c <= 90) return c - 65;
  if (c >= 97 && c <= 122) return c - 97;
  return base;
}
function punycodeDecode(input2) {
  let n = initial_n;
  let i = 0;
  let bias = initial_bias;
  const b = Math.max(0, input2.lastIndexOf("-"));
  const output = [];
  for (let j = 0; j < b; j++) {
    const c = input2.charCodeAt(j);
    if (c >= 128) return null;
    output.push(c);
  }
  let inp = b > 0 ? b + 1 : 0;
  while (inp < input2.length) {
    const oldi = i;
    let w = 1;
    for (let k = base; ; k += base) {
      if (inp >= input2.length) return null;
      const digit = digitValue(input2.charCodeAt(inp++));
      if (digit >= base) return null;
      if (digit > Math.floor((maxint - i) / w)) return null;
      i += digit * w;
      const t = k <= bias ? tmin : k >= bias + tmax ? tmax : k - bias;
      if (digit < t) break;
      if (w > Math.floor(maxint / (base - t))) return null;
      w *= base - t;
    }
    bias = adapt(i - oldi, output.length + 1, oldi === 0);
    if (Math.floor(i / (output.length + 1)) > maxint - n) return null;
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 1114111 || n >= 55296 && n <= 57343) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}
function digitChar(d) {
  return String.fromCharCode(d < 26 ? 97 + d : 48 + d - 26);
}
function punycodeEncode(input2) {
  const cps = Array.from(input2, (c) => c.codePointAt(0));
  let n = initial_n;
  let delta = 0;
  let bias = initial_bias;
  let output = cps.filter((c) => c < 128).map((c) => String.fromCharCode(c)).join("");
  const b = output.length;
  let h = b;
  if (b > 0) output += "-";
  while (h < cps.length) {
    let m = Infinity;
    for (const c of cps) if (c >= n && c < m) m = c;
    if (m - n > Math.floor((maxint - delta) / (h + 1))) throw new RangeError("Punycode overflow (RFC 3492 \xA76.4)");
    delta += (m - n) * (h + 1);
    n = m;
    for (const c of cps) {
      if (c < n && ++delta > maxint) throw new RangeError("Punycode overflow (RFC 3492 \xA76.4)");
      if (c === n) {
        let q = delta;
        for (let k = base; ; k += base) {
          const t = k <= bias ? tmin : k >= bias + tmax ? tmax : k - bias;
          if (q < t) break;
          output += digitChar(t + (q - t) % (base - t));
          q = Math.floor((q - t) / (base - t));
        }
        output += digitChar(q);
        bias = adapt(delta, h + 1, h === b);
        delta = 0;
        h++;
      }
    }
    delta++;
    n++;
  }
  return output;
}

// src/encoding/idna.ts
var NON_ASCII = /[^\x00-\x7f]/;
function isXnLabel(label) {
  return XN_PREFIX.test(label);
}
var XN_PREFIX = /^xn--/i;
function toALabel(label) {
  return NON_ASCII.test(label) ? "xn--" + punycodeEncode(label) : label;
}
function fromALabel(label) {
  return punycodeDecode(label.slice(4));
}
function unicodeLabel(label) {
  if (label.length > 63 || !isXnLabel(label)) return label;
  return fromALabel(label) ?? label;
}
var IDNA_ERROR = "ERR_IDNA";
var IdnaError = class extends UriGrammarError {
  name = "IdnaError";
  code = IDNA_ERROR;
  /** The host as written in the IRI. */
  host;
  /** The label that cannot be converted (after the mapping of RFC 5895 §2), or the host itself. */
  label;
  /** Its brand across copies of this package (src/core/error-base.ts). */
  static [ERROR_BRAND] = /* @__PURE__ */ Symbol.for("uri-grammar.IdnaError");
  constructor(host2, label, reason) {
    super(`Cannot convert the host ${JSON.stringify(host2)} to IDNA A-labels (RFC 3987 \xA73.1): the label ${JSON.stringify(label)} ${reason}`);
    this.host = host2;
    this.label = label;
  }
};
function hostToASCII(host2) {
  const labels = host2.split(/[.\u3002\uFF0E\uFF61]/);
  const out = [];
  for (let n = 0; n < labels.length; n++) {
    const written = labels[n];
    const label = NON_ASCII.test(written) ? mapLabel(written) : written;
    const fail = (reason) => {
      throw new IdnaError(host2, label, reason);
    };
    if (label === "") {
      if (n === labels.length - 1 && n > 0) {
        out.push("");
        continue;
      }
      fail("is empty (RFC 3490 \xA74.1 step 8; only the last label, the root, may be)");
    }
    const bad = /[\x00-\x2c\x2e-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]/.exec(label);
    if (bad !== null) fail(`has ${JSON.stringify(bad[0])}: ASCII in a label is letters, digits and "-" only (UseSTD3ASCIIRules, RFC 3490 \xA74.1 step 3)`);
    if (label.startsWith("-") || label.endsWith("-")) fail('begins or ends with "-" (RFC 3490 \xA74.1 step 3, RFC 5891 \xA74.2.3.1)');
    const problem = NON_ASCII.test(label) ? uLabelProblem(label) : isXnLabel(label) ? aLabelProblem(label) : ldhLabelProblem(label);
    if (problem !== null) fail(problem);
    out.push(label);
  }
  checkBidiRule(host2, out);
  return out.map((label) => {
    if (!NON_ASCII.test(label)) return label;
    const aLabel = toALabel(label);
    if (aLabel.length > 63) throw new IdnaError(host2, label, `gives the A-label ${aLabel}, longer than 63 characters (RFC 3490 \xA74.1 step 8)`);
    if (fromALabel(aLabel) !== label) throw new Error(`unreachable: ${aLabel} does not decode to ${label}`);
    return aLabel;
  }).join(".");
}
function ldhLabelProblem(label) {
  if (label.length > 63) return "is longer than 63 characters (RFC 3490 \xA74.1 step 8)";
  if (label[2] === "-" && label[3] === "-") return 'has "--" in its third and fourth positions: a reserved LDH label (R-LDH), which only an A-label ("xn--") may be (RFC 5890 \xA72.3.1, RFC 5891 \xA74.2.3.1)';
  return null;
}
function aLabelProblem(label) {
  if (label.length > 63) return "is longer than 63 characters (RFC 3490 \xA74.1 step 8)";
  const lower = label.toLowerCase();
  const uLabel = fromALabel(lower);
  if (uLabel === null) return 'begins with "xn--" but its Punycode does not decode (RFC 3492 \xA76.2): a fake A-label (RFC 5890 \xA72.3.1)';
  if (!NON_ASCII.test(uLabel)) return `begins with "xn--" but decodes to ${JSON.stringify(uLabel)}, with no non-ASCII character: no A-label (RFC 5890 \xA72.3.2.1)`;
  const problem = uLabelProblem(uLabel);
  if (problem !== null) return `is the A-label of ${JSON.stringify(uLabel)}, no valid U-label (RFC 5891 \xA75.4): it ${problem}`;
  if (mapLabel(uLabel) !== uLabel) return `is the A-label of ${JSON.stringify(uLabel)}, which is not in the form the mapping gives (lowercase, NFC; RFC 5891 \xA75.4)`;
  if (toALabel(uLabel) !== lower) return `decodes to ${JSON.stringify(uLabel)}, whose A-label is not this one (RFC 5891 \xA75.3)`;
  return null;
}
function uLabelProblem(label) {
  const chars = Array.from(label);
  if (label.startsWith("-") || label.endsWith("-")) return 'begins or ends with "-" (RFC 5891 \xA74.2.3.1)';
  if (chars[2] === "-" && chars[3] === "-") return 'has "--" in its third and fourth positions (RFC 5891 \xA74.2.3.1)';
  if (/^\p{M}/u.test(label)) return "begins with a combining mark (RFC 5891 \xA74.2.3.2)";
  if (chars.length > 59) return "is too long for an A-label of at most 63 characters (RFC 5890 \xA72.3.2.1)";
  for (let i = 0; i < chars.length; i++) {
    const problem = codePointProblem(chars, i);
    if (problem !== null) return problem;
  }
  return null;
}
function mapLabel(label) {
  return label.replace(/\u03A3/g, "\u03C3").toLowerCase().replace(/[\u3000\uFF01-\uFFEE]/g, (c) => c.normalize("NFKC")).normalize("NFC");
}
function codePointProblem(chars, i) {
  const c = chars[i];
  const cp = c.codePointAt(0);
  const u = "U+" + cp.toString(16).toUpperCase().padStart(4, "0");
  if (cp < 128) return null;
  if (cp === 223 || cp === 962 || cp === 1789 || cp === 1790 || cp === 3851 || cp === 12295) return null;
  if (cp === 1600 || cp === 2042 || cp === 12334 || cp === 12335 || cp >= 12337 && cp <= 12341 || cp === 12347) {
    return `has ${u}, DISALLOWED (RFC 5892 \xA72.6)`;
  }
  const context = (holds, rule) => holds ? null : `has ${u}, allowed only ${rule}`;
  const prev = chars[i - 1] ?? "";
  const next = chars[i + 1] ?? "";
  if (cp === 183) return context(prev === "l" && next === "l", 'between two "l" (RFC 5892 Appendix A.3)');
  if (cp === 885) return context(/\p{Script=Greek}/u.test(next), "before a Greek character (RFC 5892 Appendix A.4)");
  if (cp === 1523 || cp === 1524) return context(/\p{Script=Hebrew}/u.test(prev), "after a Hebrew character (RFC 5892 Appendix A.5, A.6)");
  if (cp === 12539) {
    return context(chars.some((d) => /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(d)), "in a label with Hiragana, Katakana or Han (RFC 5892 Appendix A.7)");
  }
  if (cp >= 1632 && cp <= 1641) return context(!chars.some((d) => d >= "\u06F0" && d <= "\u06F9"), "in a label without Extended Arabic-Indic digits (RFC 5892 Appendix A.8)");
  if (cp >= 1776 && cp <= 1785) return context(!chars.some((d) => d >= "\u0660" && d <= "\u0669"), "in a label without Arabic-Indic digits (RFC 5892 Appendix A.9)");
  if (cp === 8204 || cp === 8205) return `has ${u}, CONTEXTJ (RFC 5892 Appendix A.1, A.2), whose rule is not evaluated here`;
  if (/\p{Default_Ignorable_Code_Point}/u.test(c)) return `has ${u}, a default-ignorable code point (RFC 5892 \xA72.3)`;
  if (cp >= 8400 && cp <= 8447 || cp >= 119040 && cp <= 119375) return `has ${u}, in an ignorable block (RFC 5892 \xA72.4)`;
  if (cp >= 4352 && cp <= 4607 || cp >= 43360 && cp <= 43391 || cp >= 55216 && cp <= 55295) return `has ${u}, an old Hangul jamo (RFC 5892 \xA72.9)`;
  if (!/[\p{Ll}\p{Lu}\p{Lo}\p{Nd}\p{Lm}\p{Mn}\p{Mc}]/u.test(c)) return `has ${u}, which is not a letter, digit or mark (RFC 5892 \xA72.1): DISALLOWED or unassigned`;
  const k = c.normalize("NFKC");
  if (caseFold(k).normalize("NFKC") !== c) return `has ${u}, which NFKC and case folding change (RFC 5892 \xA72.2)`;
  return null;
}
function caseFold(s) {
  return Array.from(s, (c) => {
    const cp = c.codePointAt(0);
    if (cp === 305) return c;
    if (cp >= 5112 && cp <= 5117 || cp >= 43888 && cp <= 43967) return c.toUpperCase();
    return c.toUpperCase().toLowerCase();
  }).join("");
}
function bidiClass(c) {
  const cp = c.codePointAt(0);
  if (cp >= 48 && cp <= 57) return "EN";
  if (cp === 45) return "ES";
  if (cp < 128) return /[A-Za-z]/.test(c) ? "L" : null;
  if (cp >= 1632 && cp <= 1641 || cp >= 68912 && cp <= 68921) return "AN";
  if (cp >= 1776 && cp <= 1785) return "EN";
  if (cp === 183 || cp === 885 || cp === 12539) return "ON";
  if (/\p{Mn}/u.test(c)) return "NSM";
  if (cp >= 1424 && cp <= 2303 || cp >= 64285 && cp <= 65023 || cp >= 65136 && cp <= 65279 || cp >= 67584 && cp <= 69631 || cp >= 124928 && cp <= 126975) {
    return "R";
  }
  if (/[\p{L}\p{Nd}\p{Mc}]/u.test(c) && !/[\p{Script=Common}\p{Script=Inherited}]/u.test(c)) return "L";
  return null;
}
function checkBidiRule(host2, labels) {
  const texts2 = labels.map(unicodeLabel);
  const isBidiDomain = texts2.some((t) => Array.from(t).some((c) => {
    const cls = bidiClass(c);
    return cls === "R" || cls === "AN";
  }));
  if (!isBidiDomain) return;
  for (let n = 0; n < texts2.length; n++) {
    if (texts2[n] === "") continue;
    const fail = (reason) => {
      throw new IdnaError(host2, labels[n], `breaks the Bidi Rule of a domain name with right-to-left characters: ${reason} (RFC 5893 \xA72)`);
    };
    const classes = Array.from(texts2[n], (c) => bidiClass(c) ?? fail(`the bidi class of ${JSON.stringify(c)} is not determined here`));
    const last = classes.filter((cls) => cls !== "NSM").pop();
    if (classes[0] !== "L" && classes[0] !== "R") fail("it must begin with a left-to-right or right-to-left letter (rule 1)");
    if (classes[0] === "R") {
      if (classes.includes("L")) fail("a right-to-left label has a left-to-right character (rule 2)");
      if (last !== "R" && last !== "EN" && last !== "AN") fail("a right-to-left label must end with a letter or digit (rule 3)");
      if (classes.includes("EN") && classes.includes("AN")) fail("a right-to-left label mixes European and Arabic-Indic digits (rule 4)");
    } else {
      if (classes.includes("R") || classes.includes("AN")) fail("a left-to-right label has a right-to-left character (rule 5)");
      if (last !== "L" && last !== "EN") fail("a left-to-right label must end with a letter or digit (rule 6)");
    }
  }
}

// src/grammars/rfc3987/mapping.ts
var ASCII = new Uint8Array(128).fill(1);
var NON_ASCII2 = /[^\x00-\x7f]/;
function toURI(iri, options = {}) {
  const hostMode = options.host ?? "keep";
  if (hostMode !== "keep" && hostMode !== "idna") {
    throw new TypeError(`options.host must be 'keep' or 'idna', not ${JSON.stringify(hostMode)}`);
  }
  const error = check4(iri);
  if (error !== null) throw error;
  let text2 = iri;
  if (hostMode === "idna") {
    const host2 = parse3(iri).authority?.host;
    if (host2 !== void 0 && host2.type === "ireg-name" && NON_ASCII2.test(host2.text)) {
      passWork.units += 1 + host2.text.length;
      text2 = iri.slice(0, host2.start) + hostToASCII(host2.text) + iri.slice(host2.end);
    }
  }
  passWork.units += 1 + text2.length;
  return encodeOctets(text2, ASCII, false, (i) => {
    throw new Error(`unreachable: a lone surrogate at offset ${i} of a valid IRI`);
  });
}

// src/sql/iri.ts
function iri_to_uri(input2) {
  if (input2 === null) return null;
  const t = text("iri_to_uri", "text", input2);
  try {
    return toURI(t);
  } catch (e) {
    if (isUriSyntaxError(e)) return null;
    throw e;
  }
}

// src/grammars/rfc6570/operators.ts
var row = (first, sep, named, ifemp, allow) => Object.freeze({ first, sep, named, ifemp, allow });
var APPENDIX_A = Object.freeze({
  "NUL": row("", ",", false, "", "U"),
  //   §3.2.2 simple string
  "+": row("", ",", false, "", "U+R"),
  //   §3.2.3 reserved
  ".": row(".", ".", false, "", "U"),
  //    §3.2.5 label
  "/": row("/", "/", false, "", "U"),
  //    §3.2.6 path segment
  ";": row(";", ";", true, "", "U"),
  //     §3.2.7 path-style parameter
  "?": row("?", "&", true, "=", "U"),
  //    §3.2.8 form-style query
  "&": row("&", "&", true, "=", "U"),
  //    §3.2.9 form-style continuation
  "#": row("#", ",", false, "", "U+R")
  //  §3.2.4 fragment
});
var RESERVED_OPERATORS = Object.freeze(["=", ",", "!", "@", "|"]);
function behaviourOf(operator) {
  if (operator === null) return APPENDIX_A.NUL;
  return Object.hasOwn(APPENDIX_A, operator) ? APPENDIX_A[operator] : null;
}

// generated/rfc6570.ts
var rfc6570_exports = {};
__export(rfc6570_exports, {
  FAILED: () => FAILED3,
  PeggySyntaxError: () => PeggySyntaxError2,
  parse: () => parse4,
  tryParse: () => tryParse3
});

// src/grammars/rfc6570/nodes.ts
function URI_Template(r, items) {
  const parts2 = [];
  let run2 = null;
  for (const item of items) {
    if (item.type === "literals" && run2 !== null) {
      run2 = { type: "literals", start: run2.start, end: item.end, text: run2.text + item.text };
      parts2[parts2.length - 1] = run2;
    } else {
      parts2.push(item);
      run2 = item.type === "literals" ? item : null;
    }
  }
  return { type: "URI-Template", start: r.start, end: r.end, parts: parts2 };
}
function expression(r, operator, list2) {
  return { type: "expression", start: r.start, end: r.end, operator, variables: list2.variables };
}
function variable_list(r, first, rest) {
  return { type: "variable-list", start: r.start, end: r.end, variables: [first, ...rest] };
}
function varspec(r, varname, modifier) {
  return {
    type: "varspec",
    start: r.start,
    end: r.end,
    varname,
    prefix: modifier !== null && modifier !== "*" ? Number(modifier.slice(1)) : null,
    explode: modifier === "*"
  };
}

// generated/rfc6570.ts
var peggyParser2 = (
  // Generated by Peggy 3.0.2.
  //
  // https://peggyjs.org/
  // @ts-ignore
  /* @__PURE__ */ (function() {
    "use strict";
    function peg$subclass(child, parent) {
      function C() {
        this.constructor = child;
      }
      C.prototype = parent.prototype;
      child.prototype = new C();
    }
    function peg$SyntaxError(message, expected, found7, location) {
      var self = Error.call(this, message);
      if (Object.setPrototypeOf) {
        Object.setPrototypeOf(self, peg$SyntaxError.prototype);
      }
      self.expected = expected;
      self.found = found7;
      self.location = location;
      self.name = "SyntaxError";
      return self;
    }
    peg$subclass(peg$SyntaxError, Error);
    function peg$padEnd(str, targetLength, padString) {
      padString = padString || " ";
      if (str.length > targetLength) {
        return str;
      }
      targetLength -= str.length;
      padString += padString.repeat(targetLength);
      return str + padString.slice(0, targetLength);
    }
    peg$SyntaxError.prototype.format = function(sources) {
      var str = "Error: " + this.message;
      if (this.location) {
        var src = null;
        var k;
        for (k = 0; k < sources.length; k++) {
          if (sources[k].source === this.location.source) {
            src = sources[k].text.split(/\r\n|\n|\r/g);
            break;
          }
        }
        var s = this.location.start;
        var offset_s = this.location.source && typeof this.location.source.offset === "function" ? this.location.source.offset(s) : s;
        var loc = this.location.source + ":" + offset_s.line + ":" + offset_s.column;
        if (src) {
          var e = this.location.end;
          var filler = peg$padEnd("", offset_s.line.toString().length, " ");
          var line = src[s.line - 1];
          var last = s.line === e.line ? e.column : line.length + 1;
          var hatLen = last - s.column || 1;
          str += "\n --> " + loc + "\n" + filler + " |\n" + offset_s.line + " | " + line + "\n" + filler + " | " + peg$padEnd("", s.column - 1, " ") + peg$padEnd("", hatLen, "^");
        } else {
          str += "\n at " + loc;
        }
      }
      return str;
    };
    peg$SyntaxError.buildMessage = function(expected, found7) {
      var DESCRIBE_EXPECTATION_FNS = {
        // @ts-ignore
        literal: function(expectation) {
          return '"' + literalEscape(expectation.text) + '"';
        },
        // @ts-ignore
        class: function(expectation) {
          var escapedParts = expectation.parts.map(function(part) {
            return Array.isArray(part) ? classEscape(part[0]) + "-" + classEscape(part[1]) : classEscape(part);
          });
          return "[" + (expectation.inverted ? "^" : "") + escapedParts.join("") + "]";
        },
        // @ts-ignore
        any: function() {
          return "any character";
        },
        // @ts-ignore
        end: function() {
          return "end of input";
        },
        // @ts-ignore
        other: function(expectation) {
          return expectation.description;
        }
      };
      function hex2(ch) {
        return ch.charCodeAt(0).toString(16).toUpperCase();
      }
      function literalEscape(s) {
        return s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, function(ch) {
          return "\\x0" + hex2(ch);
        }).replace(/[\x10-\x1F\x7F-\x9F]/g, function(ch) {
          return "\\x" + hex2(ch);
        });
      }
      function classEscape(s) {
        return s.replace(/\\/g, "\\\\").replace(/\]/g, "\\]").replace(/\^/g, "\\^").replace(/-/g, "\\-").replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, function(ch) {
          return "\\x0" + hex2(ch);
        }).replace(/[\x10-\x1F\x7F-\x9F]/g, function(ch) {
          return "\\x" + hex2(ch);
        });
      }
      function describeExpectation(expectation) {
        return DESCRIBE_EXPECTATION_FNS[expectation.type](expectation);
      }
      function describeExpected(expected2) {
        var descriptions = expected2.map(describeExpectation);
        var i, j;
        descriptions.sort();
        if (descriptions.length > 0) {
          for (i = 1, j = 1; i < descriptions.length; i++) {
            if (descriptions[i - 1] !== descriptions[i]) {
              descriptions[j] = descriptions[i];
              j++;
            }
          }
          descriptions.length = j;
        }
        switch (descriptions.length) {
          // @ts-ignore
          case 1:
            return descriptions[0];
          // @ts-ignore
          case 2:
            return descriptions[0] + " or " + descriptions[1];
          // @ts-ignore
          default:
            return descriptions.slice(0, -1).join(", ") + ", or " + descriptions[descriptions.length - 1];
        }
      }
      function describeFound(found8) {
        return found8 ? '"' + literalEscape(found8) + '"' : "end of input";
      }
      return "Expected " + describeExpected(expected) + " but " + describeFound(found7) + " found.";
    };
    function peg$parse(input2, options) {
      options = options !== void 0 ? options : {};
      var peg$FAILED2 = {};
      var peg$source2 = options.grammarSource;
      var peg$startRuleFunctions = { URI_Template: peg$parseURI_Template, literals: peg$parseliterals, expression: peg$parseexpression, operator: peg$parseoperator, op_level2: peg$parseop_level2, op_level3: peg$parseop_level3, op_reserve: peg$parseop_reserve, variable_list: peg$parsevariable_list, varspec: peg$parsevarspec, varname: peg$parsevarname, varchar: peg$parsevarchar, modifier_level4: peg$parsemodifier_level4, prefix: peg$parseprefix, max_length: peg$parsemax_length, explode: peg$parseexplode };
      var peg$startRuleFunction = peg$parseURI_Template;
      var peg$c0 = "{";
      var peg$c1 = "}";
      var peg$c2 = "+";
      var peg$c3 = "#";
      var peg$c4 = ".";
      var peg$c5 = "/";
      var peg$c6 = ";";
      var peg$c7 = "?";
      var peg$c8 = "&";
      var peg$c9 = "=";
      var peg$c10 = ",";
      var peg$c11 = "!";
      var peg$c12 = "@";
      var peg$c13 = "|";
      var peg$c14 = "_";
      var peg$c15 = ":";
      var peg$c16 = "*";
      var peg$c17 = "%";
      var peg$r0 = /^[!]/;
      var peg$r1 = /^[#-$]/;
      var peg$r2 = /^[&-;]/;
      var peg$r3 = /^[=]/;
      var peg$r4 = /^[?-[]/;
      var peg$r5 = /^[\]]/;
      var peg$r6 = /^[_]/;
      var peg$r7 = /^[a-z]/;
      var peg$r8 = /^[~]/;
      var peg$r9 = /^[1-9]/;
      var peg$r10 = /^[A-Z]/;
      var peg$r11 = /^[0-9]/;
      var peg$r12 = /^[0-9A-Fa-f]/;
      var peg$r13 = /^[\xA0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]/;
      var peg$r14 = /^[\uD800-\uD83E\uD840-\uD87E\uD880-\uD8BE\uD8C0-\uD8FE\uD900-\uD93E\uD940-\uD97E\uD980-\uD9BE\uD9C0-\uD9FE\uDA00-\uDA3E\uDA40-\uDA7E\uDA80-\uDABE\uDAC0-\uDAFE\uDB00-\uDB3E\uDB44-\uDB7E]/;
      var peg$r15 = /^[\uDC00-\uDFFF]/;
      var peg$r16 = /^[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F]/;
      var peg$r17 = /^[\uDC00-\uDFFD]/;
      var peg$r18 = /^[\uE000-\uF8FF]/;
      var peg$r19 = /^[\uDB80-\uDBBE\uDBC0-\uDBFE]/;
      var peg$r20 = /^[\uDBBF\uDBFF]/;
      var peg$e0 = peg$otherExpectation("URI-Template");
      var peg$e1 = peg$otherExpectation("literals");
      var peg$e2 = peg$classExpectation(["!"], false, false);
      var peg$e3 = peg$classExpectation([["#", "$"]], false, false);
      var peg$e4 = peg$classExpectation([["&", ";"]], false, false);
      var peg$e5 = peg$classExpectation(["="], false, false);
      var peg$e6 = peg$classExpectation([["?", "["]], false, false);
      var peg$e7 = peg$classExpectation(["]"], false, false);
      var peg$e8 = peg$classExpectation(["_"], false, false);
      var peg$e9 = peg$classExpectation([["a", "z"]], false, false);
      var peg$e10 = peg$classExpectation(["~"], false, false);
      var peg$e11 = peg$otherExpectation("expression");
      var peg$e12 = peg$literalExpectation("{", false);
      var peg$e13 = peg$literalExpectation("}", false);
      var peg$e14 = peg$otherExpectation("operator");
      var peg$e15 = peg$otherExpectation("op-level2");
      var peg$e16 = peg$literalExpectation("+", false);
      var peg$e17 = peg$literalExpectation("#", false);
      var peg$e18 = peg$otherExpectation("op-level3");
      var peg$e19 = peg$literalExpectation(".", false);
      var peg$e20 = peg$literalExpectation("/", false);
      var peg$e21 = peg$literalExpectation(";", false);
      var peg$e22 = peg$literalExpectation("?", false);
      var peg$e23 = peg$literalExpectation("&", false);
      var peg$e24 = peg$otherExpectation("op-reserve");
      var peg$e25 = peg$literalExpectation("=", false);
      var peg$e26 = peg$literalExpectation(",", false);
      var peg$e27 = peg$literalExpectation("!", false);
      var peg$e28 = peg$literalExpectation("@", false);
      var peg$e29 = peg$literalExpectation("|", false);
      var peg$e30 = peg$otherExpectation("variable-list");
      var peg$e31 = peg$otherExpectation("varspec");
      var peg$e32 = peg$otherExpectation("varname");
      var peg$e33 = peg$otherExpectation("varchar");
      var peg$e34 = peg$literalExpectation("_", false);
      var peg$e35 = peg$otherExpectation("modifier-level4");
      var peg$e36 = peg$otherExpectation("prefix");
      var peg$e37 = peg$literalExpectation(":", false);
      var peg$e38 = peg$otherExpectation("max-length");
      var peg$e39 = peg$classExpectation([["1", "9"]], false, false);
      var peg$e40 = peg$otherExpectation("explode");
      var peg$e41 = peg$literalExpectation("*", false);
      var peg$e42 = peg$otherExpectation("ALPHA");
      var peg$e43 = peg$classExpectation([["A", "Z"]], false, false);
      var peg$e44 = peg$otherExpectation("DIGIT");
      var peg$e45 = peg$classExpectation([["0", "9"]], false, false);
      var peg$e46 = peg$literalExpectation("%", false);
      var peg$e47 = peg$otherExpectation("HEXDIG");
      var peg$e48 = peg$classExpectation([["0", "9"], ["A", "F"], ["a", "f"]], false, false);
      var peg$e49 = peg$otherExpectation("ucschar");
      var peg$e50 = peg$classExpectation([["\xA0", "\uD7FF"], ["\uF900", "\uFDCF"], ["\uFDF0", "\uFFEF"]], false, false);
      var peg$e51 = peg$classExpectation([["\uD800", "\uD83E"], ["\uD840", "\uD87E"], ["\uD880", "\uD8BE"], ["\uD8C0", "\uD8FE"], ["\uD900", "\uD93E"], ["\uD940", "\uD97E"], ["\uD980", "\uD9BE"], ["\uD9C0", "\uD9FE"], ["\uDA00", "\uDA3E"], ["\uDA40", "\uDA7E"], ["\uDA80", "\uDABE"], ["\uDAC0", "\uDAFE"], ["\uDB00", "\uDB3E"], ["\uDB44", "\uDB7E"]], false, false);
      var peg$e52 = peg$classExpectation([["\uDC00", "\uDFFF"]], false, false);
      var peg$e53 = peg$classExpectation(["\uD83F", "\uD87F", "\uD8BF", "\uD8FF", "\uD93F", "\uD97F", "\uD9BF", "\uD9FF", "\uDA3F", "\uDA7F", "\uDABF", "\uDAFF", "\uDB3F", "\uDB7F"], false, false);
      var peg$e54 = peg$classExpectation([["\uDC00", "\uDFFD"]], false, false);
      var peg$e55 = peg$otherExpectation("iprivate");
      var peg$e56 = peg$classExpectation([["\uE000", "\uF8FF"]], false, false);
      var peg$e57 = peg$classExpectation([["\uDB80", "\uDBBE"], ["\uDBC0", "\uDBFE"]], false, false);
      var peg$e58 = peg$classExpectation(["\uDBBF", "\uDBFF"], false, false);
      var peg$f0 = function(l) {
        return leaf("literals", offset(), l);
      };
      var peg$f1 = function(parts2) {
        return URI_Template(range2(), parts2);
      };
      var peg$f2 = function(o, v) {
        return expression(range2(), o, v);
      };
      var peg$f3 = function(first, v) {
        return v;
      };
      var peg$f4 = function(first, rest) {
        return variable_list(range2(), first, rest);
      };
      var peg$f5 = function(name, m) {
        return varspec(range2(), name, m);
      };
      var peg$currPos2 = 0;
      var peg$savedPos2 = 0;
      var peg$posDetailsCache = [{ line: 1, column: 1 }];
      var peg$maxFailPos = 0;
      var peg$maxFailExpected = [];
      var peg$silentFails = 0;
      var peg$result;
      if ("startRule" in options) {
        if (!(options.startRule in peg$startRuleFunctions)) {
          throw new Error(`Can't start parsing from rule "` + options.startRule + '".');
        }
        peg$startRuleFunction = peg$startRuleFunctions[options.startRule];
      }
      function text2() {
        return input2.substring(peg$savedPos2, peg$currPos2);
      }
      function offset() {
        return peg$savedPos2;
      }
      function range2() {
        return {
          // @ts-ignore
          source: peg$source2,
          // @ts-ignore
          start: peg$savedPos2,
          // @ts-ignore
          end: peg$currPos2
        };
      }
      function location() {
        return peg$computeLocation(peg$savedPos2, peg$currPos2);
      }
      function expected(description, location2) {
        location2 = location2 !== void 0 ? location2 : peg$computeLocation(peg$savedPos2, peg$currPos2);
        throw peg$buildStructuredError(
          // @ts-ignore
          [peg$otherExpectation(description)],
          // @ts-ignore
          input2.substring(peg$savedPos2, peg$currPos2),
          // @ts-ignore
          location2
        );
      }
      function error(message, location2) {
        location2 = location2 !== void 0 ? location2 : peg$computeLocation(peg$savedPos2, peg$currPos2);
        throw peg$buildSimpleError(message, location2);
      }
      function peg$literalExpectation(text3, ignoreCase) {
        return { type: "literal", text: text3, ignoreCase };
      }
      function peg$classExpectation(parts2, inverted, ignoreCase) {
        return { type: "class", parts: parts2, inverted, ignoreCase };
      }
      function peg$anyExpectation() {
        return { type: "any" };
      }
      function peg$endExpectation() {
        return { type: "end" };
      }
      function peg$otherExpectation(description) {
        return { type: "other", description };
      }
      function peg$computePosDetails(pos) {
        var details = peg$posDetailsCache[pos];
        var p;
        if (details) {
          return details;
        } else {
          p = pos - 1;
          while (!peg$posDetailsCache[p]) {
            p--;
          }
          details = peg$posDetailsCache[p];
          details = {
            // @ts-ignore
            line: details.line,
            // @ts-ignore
            column: details.column
          };
          while (p < pos) {
            if (input2.charCodeAt(p) === 10) {
              details.line++;
              details.column = 1;
            } else {
              details.column++;
            }
            p++;
          }
          peg$posDetailsCache[pos] = details;
          return details;
        }
      }
      function peg$computeLocation(startPos, endPos, offset2) {
        var startPosDetails = peg$computePosDetails(startPos);
        var endPosDetails = peg$computePosDetails(endPos);
        var res = {
          // @ts-ignore
          source: peg$source2,
          // @ts-ignore
          start: {
            // @ts-ignore
            offset: startPos,
            // @ts-ignore
            line: startPosDetails.line,
            // @ts-ignore
            column: startPosDetails.column
          },
          // @ts-ignore
          end: {
            // @ts-ignore
            offset: endPos,
            // @ts-ignore
            line: endPosDetails.line,
            // @ts-ignore
            column: endPosDetails.column
          }
        };
        if (offset2 && peg$source2 && typeof peg$source2.offset === "function") {
          res.start = peg$source2.offset(res.start);
          res.end = peg$source2.offset(res.end);
        }
        return res;
      }
      function peg$fail(expected2) {
        if (peg$currPos2 < peg$maxFailPos) {
          return;
        }
        if (peg$currPos2 > peg$maxFailPos) {
          peg$maxFailPos = peg$currPos2;
          peg$maxFailExpected = [];
        }
        peg$maxFailExpected.push(expected2);
      }
      function peg$buildSimpleError(message, location2) {
        return new peg$SyntaxError(message, null, null, location2);
      }
      function peg$buildStructuredError(expected2, found7, location2) {
        return new peg$SyntaxError(
          // @ts-ignore
          peg$SyntaxError.buildMessage(expected2, found7),
          // @ts-ignore
          expected2,
          // @ts-ignore
          found7,
          // @ts-ignore
          location2
        );
      }
      function peg$parseURI_Template() {
        var s0, s1, s2, s3;
        peg$silentFails++;
        s0 = peg$currPos2;
        s1 = [];
        s2 = peg$currPos2;
        s3 = peg$parseliterals();
        if (s3 !== peg$FAILED2) {
          peg$savedPos2 = s2;
          s3 = peg$f0(s3);
        }
        s2 = s3;
        if (s2 === peg$FAILED2) {
          s2 = peg$parseexpression();
        }
        while (s2 !== peg$FAILED2) {
          s1.push(s2);
          s2 = peg$currPos2;
          s3 = peg$parseliterals();
          if (s3 !== peg$FAILED2) {
            peg$savedPos2 = s2;
            s3 = peg$f0(s3);
          }
          s2 = s3;
          if (s2 === peg$FAILED2) {
            s2 = peg$parseexpression();
          }
        }
        peg$savedPos2 = s0;
        s1 = peg$f1(s1);
        s0 = s1;
        peg$silentFails--;
        s1 = peg$FAILED2;
        if (peg$silentFails === 0) {
          peg$fail(peg$e0);
        }
        return s0;
      }
      function peg$parseliterals() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (peg$r0.test(input2.charAt(peg$currPos2))) {
          s1 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e2);
          }
        }
        if (s1 === peg$FAILED2) {
          if (peg$r1.test(input2.charAt(peg$currPos2))) {
            s1 = input2.charAt(peg$currPos2);
            peg$currPos2++;
          } else {
            s1 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e3);
            }
          }
          if (s1 === peg$FAILED2) {
            if (peg$r2.test(input2.charAt(peg$currPos2))) {
              s1 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s1 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e4);
              }
            }
            if (s1 === peg$FAILED2) {
              if (peg$r3.test(input2.charAt(peg$currPos2))) {
                s1 = input2.charAt(peg$currPos2);
                peg$currPos2++;
              } else {
                s1 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e5);
                }
              }
              if (s1 === peg$FAILED2) {
                if (peg$r4.test(input2.charAt(peg$currPos2))) {
                  s1 = input2.charAt(peg$currPos2);
                  peg$currPos2++;
                } else {
                  s1 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e6);
                  }
                }
                if (s1 === peg$FAILED2) {
                  if (peg$r5.test(input2.charAt(peg$currPos2))) {
                    s1 = input2.charAt(peg$currPos2);
                    peg$currPos2++;
                  } else {
                    s1 = peg$FAILED2;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e7);
                    }
                  }
                  if (s1 === peg$FAILED2) {
                    if (peg$r6.test(input2.charAt(peg$currPos2))) {
                      s1 = input2.charAt(peg$currPos2);
                      peg$currPos2++;
                    } else {
                      s1 = peg$FAILED2;
                      if (peg$silentFails === 0) {
                        peg$fail(peg$e8);
                      }
                    }
                    if (s1 === peg$FAILED2) {
                      if (peg$r7.test(input2.charAt(peg$currPos2))) {
                        s1 = input2.charAt(peg$currPos2);
                        peg$currPos2++;
                      } else {
                        s1 = peg$FAILED2;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e9);
                        }
                      }
                      if (s1 === peg$FAILED2) {
                        if (peg$r8.test(input2.charAt(peg$currPos2))) {
                          s1 = input2.charAt(peg$currPos2);
                          peg$currPos2++;
                        } else {
                          s1 = peg$FAILED2;
                          if (peg$silentFails === 0) {
                            peg$fail(peg$e10);
                          }
                        }
                        if (s1 === peg$FAILED2) {
                          s1 = peg$parseucschar();
                          if (s1 === peg$FAILED2) {
                            s1 = peg$parseiprivate();
                            if (s1 === peg$FAILED2) {
                              s1 = peg$parsepct_encoded();
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e1);
          }
        }
        return s0;
      }
      function peg$parseexpression() {
        var s0, s1, s2, s3, s4;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 123) {
          s1 = peg$c0;
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e12);
          }
        }
        if (s1 !== peg$FAILED2) {
          s2 = peg$parseoperator();
          if (s2 === peg$FAILED2) {
            s2 = null;
          }
          s3 = peg$parsevariable_list();
          if (s3 !== peg$FAILED2) {
            if (input2.charCodeAt(peg$currPos2) === 125) {
              s4 = peg$c1;
              peg$currPos2++;
            } else {
              s4 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e13);
              }
            }
            if (s4 !== peg$FAILED2) {
              peg$savedPos2 = s0;
              s0 = peg$f2(s2, s3);
            } else {
              peg$currPos2 = s0;
              s0 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s0;
            s0 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e11);
          }
        }
        return s0;
      }
      function peg$parseoperator() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        s1 = peg$parseop_level2();
        if (s1 === peg$FAILED2) {
          s1 = peg$parseop_level3();
          if (s1 === peg$FAILED2) {
            s1 = peg$parseop_reserve();
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e14);
          }
        }
        return s0;
      }
      function peg$parseop_level2() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 43) {
          s1 = peg$c2;
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e16);
          }
        }
        if (s1 === peg$FAILED2) {
          if (input2.charCodeAt(peg$currPos2) === 35) {
            s1 = peg$c3;
            peg$currPos2++;
          } else {
            s1 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e17);
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e15);
          }
        }
        return s0;
      }
      function peg$parseop_level3() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 46) {
          s1 = peg$c4;
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e19);
          }
        }
        if (s1 === peg$FAILED2) {
          if (input2.charCodeAt(peg$currPos2) === 47) {
            s1 = peg$c5;
            peg$currPos2++;
          } else {
            s1 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e20);
            }
          }
          if (s1 === peg$FAILED2) {
            if (input2.charCodeAt(peg$currPos2) === 59) {
              s1 = peg$c6;
              peg$currPos2++;
            } else {
              s1 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e21);
              }
            }
            if (s1 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 63) {
                s1 = peg$c7;
                peg$currPos2++;
              } else {
                s1 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e22);
                }
              }
              if (s1 === peg$FAILED2) {
                if (input2.charCodeAt(peg$currPos2) === 38) {
                  s1 = peg$c8;
                  peg$currPos2++;
                } else {
                  s1 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e23);
                  }
                }
              }
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e18);
          }
        }
        return s0;
      }
      function peg$parseop_reserve() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 61) {
          s1 = peg$c9;
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e25);
          }
        }
        if (s1 === peg$FAILED2) {
          if (input2.charCodeAt(peg$currPos2) === 44) {
            s1 = peg$c10;
            peg$currPos2++;
          } else {
            s1 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e26);
            }
          }
          if (s1 === peg$FAILED2) {
            if (input2.charCodeAt(peg$currPos2) === 33) {
              s1 = peg$c11;
              peg$currPos2++;
            } else {
              s1 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e27);
              }
            }
            if (s1 === peg$FAILED2) {
              if (input2.charCodeAt(peg$currPos2) === 64) {
                s1 = peg$c12;
                peg$currPos2++;
              } else {
                s1 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e28);
                }
              }
              if (s1 === peg$FAILED2) {
                if (input2.charCodeAt(peg$currPos2) === 124) {
                  s1 = peg$c13;
                  peg$currPos2++;
                } else {
                  s1 = peg$FAILED2;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e29);
                  }
                }
              }
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e24);
          }
        }
        return s0;
      }
      function peg$parsevariable_list() {
        var s0, s1, s2, s3, s4, s5;
        peg$silentFails++;
        s0 = peg$currPos2;
        s1 = peg$parsevarspec();
        if (s1 !== peg$FAILED2) {
          s2 = [];
          s3 = peg$currPos2;
          if (input2.charCodeAt(peg$currPos2) === 44) {
            s4 = peg$c10;
            peg$currPos2++;
          } else {
            s4 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e26);
            }
          }
          if (s4 !== peg$FAILED2) {
            s5 = peg$parsevarspec();
            if (s5 !== peg$FAILED2) {
              peg$savedPos2 = s3;
              s3 = peg$f3(s1, s5);
            } else {
              peg$currPos2 = s3;
              s3 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s3;
            s3 = peg$FAILED2;
          }
          while (s3 !== peg$FAILED2) {
            s2.push(s3);
            s3 = peg$currPos2;
            if (input2.charCodeAt(peg$currPos2) === 44) {
              s4 = peg$c10;
              peg$currPos2++;
            } else {
              s4 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e26);
              }
            }
            if (s4 !== peg$FAILED2) {
              s5 = peg$parsevarspec();
              if (s5 !== peg$FAILED2) {
                peg$savedPos2 = s3;
                s3 = peg$f3(s1, s5);
              } else {
                peg$currPos2 = s3;
                s3 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s3;
              s3 = peg$FAILED2;
            }
          }
          peg$savedPos2 = s0;
          s0 = peg$f4(s1, s2);
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e30);
          }
        }
        return s0;
      }
      function peg$parsevarspec() {
        var s0, s1, s2;
        peg$silentFails++;
        s0 = peg$currPos2;
        s1 = peg$parsevarname();
        if (s1 !== peg$FAILED2) {
          s2 = peg$parsemodifier_level4();
          if (s2 === peg$FAILED2) {
            s2 = null;
          }
          peg$savedPos2 = s0;
          s0 = peg$f5(s1, s2);
        } else {
          peg$currPos2 = s0;
          s0 = peg$FAILED2;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e31);
          }
        }
        return s0;
      }
      function peg$parsevarname() {
        var s0, s1, s2, s3, s4, s5, s6;
        peg$silentFails++;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        s2 = peg$parsevarchar();
        if (s2 !== peg$FAILED2) {
          s3 = [];
          s4 = peg$currPos2;
          if (input2.charCodeAt(peg$currPos2) === 46) {
            s5 = peg$c4;
            peg$currPos2++;
          } else {
            s5 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e19);
            }
          }
          if (s5 === peg$FAILED2) {
            s5 = null;
          }
          s6 = peg$parsevarchar();
          if (s6 !== peg$FAILED2) {
            s5 = [s5, s6];
            s4 = s5;
          } else {
            peg$currPos2 = s4;
            s4 = peg$FAILED2;
          }
          while (s4 !== peg$FAILED2) {
            s3.push(s4);
            s4 = peg$currPos2;
            if (input2.charCodeAt(peg$currPos2) === 46) {
              s5 = peg$c4;
              peg$currPos2++;
            } else {
              s5 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e19);
              }
            }
            if (s5 === peg$FAILED2) {
              s5 = null;
            }
            s6 = peg$parsevarchar();
            if (s6 !== peg$FAILED2) {
              s5 = [s5, s6];
              s4 = s5;
            } else {
              peg$currPos2 = s4;
              s4 = peg$FAILED2;
            }
          }
          s2 = [s2, s3];
          s1 = s2;
        } else {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e32);
          }
        }
        return s0;
      }
      function peg$parsevarchar() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        s1 = peg$parseALPHA();
        if (s1 === peg$FAILED2) {
          s1 = peg$parseDIGIT();
          if (s1 === peg$FAILED2) {
            if (input2.charCodeAt(peg$currPos2) === 95) {
              s1 = peg$c14;
              peg$currPos2++;
            } else {
              s1 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e34);
              }
            }
            if (s1 === peg$FAILED2) {
              s1 = peg$parsepct_encoded();
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e33);
          }
        }
        return s0;
      }
      function peg$parsemodifier_level4() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        s1 = peg$parseprefix();
        if (s1 === peg$FAILED2) {
          s1 = peg$parseexplode();
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e35);
          }
        }
        return s0;
      }
      function peg$parseprefix() {
        var s0, s1, s2, s3;
        peg$silentFails++;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 58) {
          s2 = peg$c15;
          peg$currPos2++;
        } else {
          s2 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e37);
          }
        }
        if (s2 !== peg$FAILED2) {
          s3 = peg$parsemax_length();
          if (s3 !== peg$FAILED2) {
            s2 = [s2, s3];
            s1 = s2;
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e36);
          }
        }
        return s0;
      }
      function peg$parsemax_length() {
        var s0, s1, s2, s3, s4;
        peg$silentFails++;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        if (peg$r9.test(input2.charAt(peg$currPos2))) {
          s2 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s2 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e39);
          }
        }
        if (s2 !== peg$FAILED2) {
          s3 = [];
          s4 = peg$parseDIGIT();
          while (s4 !== peg$FAILED2) {
            s3.push(s4);
            if (s3.length >= 3) {
              s4 = peg$FAILED2;
            } else {
              s4 = peg$parseDIGIT();
            }
          }
          s2 = [s2, s3];
          s1 = s2;
        } else {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e38);
          }
        }
        return s0;
      }
      function peg$parseexplode() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 42) {
          s1 = peg$c16;
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e41);
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e40);
          }
        }
        return s0;
      }
      function peg$parseALPHA() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (peg$r10.test(input2.charAt(peg$currPos2))) {
          s1 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e43);
          }
        }
        if (s1 === peg$FAILED2) {
          if (peg$r7.test(input2.charAt(peg$currPos2))) {
            s1 = input2.charAt(peg$currPos2);
            peg$currPos2++;
          } else {
            s1 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e9);
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e42);
          }
        }
        return s0;
      }
      function peg$parseDIGIT() {
        var s0, s1;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (peg$r11.test(input2.charAt(peg$currPos2))) {
          s1 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e45);
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e44);
          }
        }
        return s0;
      }
      function peg$parsepct_encoded() {
        var s0, s1, s2, s3, s4;
        s0 = peg$currPos2;
        s1 = peg$currPos2;
        if (input2.charCodeAt(peg$currPos2) === 37) {
          s2 = peg$c17;
          peg$currPos2++;
        } else {
          s2 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e46);
          }
        }
        if (s2 !== peg$FAILED2) {
          s3 = peg$parseHEXDIG();
          if (s3 !== peg$FAILED2) {
            s4 = peg$parseHEXDIG();
            if (s4 !== peg$FAILED2) {
              s2 = [s2, s3, s4];
              s1 = s2;
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
        } else {
          peg$currPos2 = s1;
          s1 = peg$FAILED2;
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        return s0;
      }
      function peg$parseHEXDIG() {
        var s0, s1;
        peg$silentFails++;
        if (peg$r12.test(input2.charAt(peg$currPos2))) {
          s0 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s0 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e48);
          }
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e47);
          }
        }
        return s0;
      }
      function peg$parseucschar() {
        var s0, s1, s2, s3;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (peg$r13.test(input2.charAt(peg$currPos2))) {
          s1 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e50);
          }
        }
        if (s1 === peg$FAILED2) {
          s1 = peg$currPos2;
          if (peg$r14.test(input2.charAt(peg$currPos2))) {
            s2 = input2.charAt(peg$currPos2);
            peg$currPos2++;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e51);
            }
          }
          if (s2 !== peg$FAILED2) {
            if (peg$r15.test(input2.charAt(peg$currPos2))) {
              s3 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s3 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e52);
              }
            }
            if (s3 !== peg$FAILED2) {
              s2 = [s2, s3];
              s1 = s2;
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
          if (s1 === peg$FAILED2) {
            s1 = peg$currPos2;
            if (peg$r16.test(input2.charAt(peg$currPos2))) {
              s2 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s2 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e53);
              }
            }
            if (s2 !== peg$FAILED2) {
              if (peg$r17.test(input2.charAt(peg$currPos2))) {
                s3 = input2.charAt(peg$currPos2);
                peg$currPos2++;
              } else {
                s3 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e54);
                }
              }
              if (s3 !== peg$FAILED2) {
                s2 = [s2, s3];
                s1 = s2;
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e49);
          }
        }
        return s0;
      }
      function peg$parseiprivate() {
        var s0, s1, s2, s3;
        peg$silentFails++;
        s0 = peg$currPos2;
        if (peg$r18.test(input2.charAt(peg$currPos2))) {
          s1 = input2.charAt(peg$currPos2);
          peg$currPos2++;
        } else {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e56);
          }
        }
        if (s1 === peg$FAILED2) {
          s1 = peg$currPos2;
          if (peg$r19.test(input2.charAt(peg$currPos2))) {
            s2 = input2.charAt(peg$currPos2);
            peg$currPos2++;
          } else {
            s2 = peg$FAILED2;
            if (peg$silentFails === 0) {
              peg$fail(peg$e57);
            }
          }
          if (s2 !== peg$FAILED2) {
            if (peg$r15.test(input2.charAt(peg$currPos2))) {
              s3 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s3 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e52);
              }
            }
            if (s3 !== peg$FAILED2) {
              s2 = [s2, s3];
              s1 = s2;
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          } else {
            peg$currPos2 = s1;
            s1 = peg$FAILED2;
          }
          if (s1 === peg$FAILED2) {
            s1 = peg$currPos2;
            if (peg$r20.test(input2.charAt(peg$currPos2))) {
              s2 = input2.charAt(peg$currPos2);
              peg$currPos2++;
            } else {
              s2 = peg$FAILED2;
              if (peg$silentFails === 0) {
                peg$fail(peg$e58);
              }
            }
            if (s2 !== peg$FAILED2) {
              if (peg$r17.test(input2.charAt(peg$currPos2))) {
                s3 = input2.charAt(peg$currPos2);
                peg$currPos2++;
              } else {
                s3 = peg$FAILED2;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e54);
                }
              }
              if (s3 !== peg$FAILED2) {
                s2 = [s2, s3];
                s1 = s2;
              } else {
                peg$currPos2 = s1;
                s1 = peg$FAILED2;
              }
            } else {
              peg$currPos2 = s1;
              s1 = peg$FAILED2;
            }
          }
        }
        if (s1 !== peg$FAILED2) {
          s0 = input2.substring(s0, peg$currPos2);
        } else {
          s0 = s1;
        }
        peg$silentFails--;
        if (s0 === peg$FAILED2) {
          s1 = peg$FAILED2;
          if (peg$silentFails === 0) {
            peg$fail(peg$e55);
          }
        }
        return s0;
      }
      peg$result = peg$startRuleFunction();
      if (peg$result !== peg$FAILED2 && peg$currPos2 === input2.length) {
        return peg$result;
      } else {
        if (peg$result !== peg$FAILED2 && peg$currPos2 < input2.length) {
          peg$fail(peg$endExpectation());
        }
        throw peg$buildStructuredError(
          // @ts-ignore
          peg$maxFailExpected,
          // @ts-ignore
          peg$maxFailPos < input2.length ? input2.charAt(peg$maxFailPos) : null,
          // @ts-ignore
          peg$maxFailPos < input2.length ? peg$computeLocation(peg$maxFailPos, peg$maxFailPos + 1) : peg$computeLocation(peg$maxFailPos, peg$maxFailPos)
        );
      }
    }
    return {
      SyntaxError: peg$SyntaxError,
      parse: peg$parse
    };
  })()
);
var parse4 = peggyParser2.parse;
var PeggySyntaxError2 = peggyParser2.SyntaxError;
var FAILED3 = {};
function tryParse3(input2, startRule) {
  try {
    return peggyParser2.parse(input2, { startRule });
  } catch (e) {
    if (e instanceof peggyParser2.SyntaxError) return FAILED3;
    throw e;
  }
}

// generated/rfc6570.rules.ts
var NAME_TABLE3 = /* @__PURE__ */ Object.freeze([
  { rfc: "URI-Template", abnf: "URI-Template", peg: "URI_Template" },
  { rfc: "literals", abnf: "literals", peg: "literals" },
  { rfc: "expression", abnf: "expression", peg: "expression" },
  { rfc: "operator", abnf: "operator", peg: "operator" },
  { rfc: "op-level2", abnf: "op-level2", peg: "op_level2" },
  { rfc: "op-level3", abnf: "op-level3", peg: "op_level3" },
  { rfc: "op-reserve", abnf: "op-reserve", peg: "op_reserve" },
  { rfc: "variable-list", abnf: "variable-list", peg: "variable_list" },
  { rfc: "varspec", abnf: "varspec", peg: "varspec" },
  { rfc: "varname", abnf: "varname", peg: "varname" },
  { rfc: "varchar", abnf: "varchar", peg: "varchar" },
  { rfc: "modifier-level4", abnf: "modifier-level4", peg: "modifier_level4" },
  { rfc: "prefix", abnf: "prefix", peg: "prefix" },
  { rfc: "max-length", abnf: "max-length", peg: "max_length" },
  { rfc: "explode", abnf: "explode", peg: "explode" }
]);

// generated/rfc6570.api.ts
var validator10 = /* @__PURE__ */ createValidator(VALIDATOR7);
var binding3 = /* @__PURE__ */ grammarApi({
  name: "rfc6570",
  rfc: 6570,
  table: NAME_TABLE3,
  start: "URI-Template",
  parser: rfc6570_exports,
  validator: validator10,
  hints: hint7,
  diagnoses: diagnose7
});
var parse5 = binding3.parse;
var check5 = binding3.check;
var isValid4 = binding3.isValid;
var isRuleName3 = binding3.isRuleName;

// src/grammars/rfc6570/scan.ts
var OPERATOR = new Uint8Array(128);
for (const c of "+#./;?&=,!@|") OPERATOR[c.charCodeAt(0)] = 1;
var CLOSE2 = 125;
var COMMA = 44;
var COLON2 = 58;
var STAR = 42;
function templateAst(template2) {
  if (typeof template2 !== "string" || !isValid4(template2)) return parse5(template2);
  return split(template2);
}
function split(t) {
  const n = t.length;
  const parts2 = [];
  let i = 0;
  while (i < n) {
    let open = t.indexOf("{", i);
    if (open < 0) open = n;
    if (open > i) parts2.push({ type: "literals", start: i, end: open, text: t.slice(i, open) });
    if (open === n) break;
    let p = open + 1;
    const c = t.charCodeAt(p);
    const operator = c < 128 && OPERATOR[c] === 1 ? t[p++] : null;
    const variables = [];
    for (; ; ) {
      const start = p;
      let q = p;
      let d = t.charCodeAt(q);
      while (d !== COMMA && d !== CLOSE2 && d !== COLON2 && d !== STAR) d = t.charCodeAt(++q);
      const varname = t.slice(start, q);
      let prefix = null;
      let explode = false;
      if (d === COLON2) {
        let value = 0;
        for (d = t.charCodeAt(++q); d !== COMMA && d !== CLOSE2; d = t.charCodeAt(++q)) value = value * 10 + (d - 48);
        prefix = value;
      } else if (d === STAR) {
        explode = true;
        d = t.charCodeAt(++q);
      }
      variables.push({ type: "varspec", start, end: q, varname, prefix, explode });
      p = q + 1;
      if (d === CLOSE2) break;
    }
    parts2.push({ type: "expression", start: open, end: p, operator, variables });
    i = p;
  }
  return { type: "URI-Template", start: 0, end: n, parts: parts2 };
}

// src/grammars/rfc6570/expand.ts
var TemplateExpansionError = class extends UriGrammarError {
  name = "TemplateExpansionError";
  code;
  /** The index in the template of the operator, the prefix modifier or the varspec at fault. */
  offset;
  /** The varname (as written) whose value or modifier is refused; null for a reserved operator. */
  variable;
  /** Its brand across copies of this package (src/core/error-base.ts). */
  static [ERROR_BRAND] = /* @__PURE__ */ Symbol.for("uri-grammar.TemplateExpansionError");
  constructor(message, code, offset, variable = null) {
    super(message);
    this.code = code;
    this.offset = offset;
    this.variable = variable;
  }
};
function stepsOf(ast) {
  const parts2 = ast.parts;
  const steps2 = new Array(parts2.length);
  for (let i = 0; i < parts2.length; i++) {
    const part = parts2[i];
    steps2[i] = part.type === "literals" ? encodeOctets(part.text, LITERAL, false) : part;
  }
  return steps2;
}
function checkedAst(template2) {
  if (template2 === null || typeof template2 !== "object" || template2.type !== "URI-Template" || !Array.isArray(template2.parts)) {
    throw new TypeError(`the template must be a string or a parsed URI-Template (RFC 6570 \xA72), not ${describeValue(template2)}`);
  }
  return template2;
}
function expandSteps(steps2, variables) {
  if (!isPlainObject(variables)) throw new TypeError(`the variables must be a plain object of their values by name (RFC 6570 \xA72.3), not ${describeValue(variables)}`);
  let out = "";
  for (let i = 0; i < steps2.length; i++) {
    const step = steps2[i];
    out += typeof step === "string" ? step : expressionExpansion(step, variables);
  }
  return out;
}
function expressionExpansion(e, variables) {
  const b = behaviourOf(e.operator);
  if (b === null) {
    throw new TemplateExpansionError(
      `"${e.operator}" at offset ${e.start + 1} is an operator reserved for future extensions (RFC 6570 \xA72.2): no expansion is defined for it`,
      "ERR_TEMPLATE_RESERVED_OPERATOR",
      e.start + 1
    );
  }
  const specs = e.variables;
  let out = "";
  let defined = false;
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i];
    const name = spec.varname;
    const value = Object.hasOwn(variables, name) ? variables[name] : void 0;
    if (value === void 0 || value === null) continue;
    let text2;
    try {
      text2 = varspecExpansion(b, spec, value);
    } catch (x) {
      if (x === LONE) throw loneSurrogate(spec, value);
      throw x;
    }
    if (text2 === null) continue;
    out += (defined ? b.sep : b.first) + text2;
    defined = true;
  }
  return out;
}
function varspecExpansion(b, spec, value) {
  switch (typeof value) {
    case "string":
      return stringExpansion(b, spec, value);
    case "number":
      return stringExpansion(b, spec, numberText(value, spec, null));
    case "boolean":
      return stringExpansion(b, spec, value ? "true" : "false");
    case "object":
      if (Array.isArray(value)) {
        if (spec.prefix !== null) throw prefixOnComposite(spec, "a list");
        return listExpansion(b, spec, value);
      }
      if (isPlainObject(value)) {
        if (spec.prefix !== null) throw prefixOnComposite(spec, "an associative array");
        return pairsExpansion(b, spec, value);
      }
  }
  throw unsupported(spec, value, null);
}
function stringExpansion(b, spec, s) {
  const reservedToo = b.allow === "U+R";
  let text2 = s;
  if (spec.prefix !== null && spec.prefix < s.length) {
    text2 = s.slice(0, prefixEnd(s, spec.prefix, reservedToo));
  }
  const encoded = reservedToo ? encodeReserved(text2) : encodeOctets(text2, U, false, onLone);
  if (b.named) return spec.varname + (s === "" ? b.ifemp : "=" + encoded);
  return encoded;
}
function listExpansion(b, spec, list2) {
  const reservedToo = b.allow === "U+R";
  const named = b.named && spec.explode;
  const sep = spec.explode ? b.sep : ",";
  let out = "";
  let n = 0;
  for (let i = 0; i < list2.length; i++) {
    const m = member(list2[i], spec, i);
    if (m === null) continue;
    if (n++ > 0) out += sep;
    const encoded = reservedToo ? encodeReserved(m) : encodeOctets(m, U, false, onLone);
    out += named ? spec.varname + (m === "" ? b.ifemp : "=" + encoded) : encoded;
  }
  if (n === 0) return null;
  if (b.named && !spec.explode) return spec.varname + (out === "" ? b.ifemp : "=" + out);
  return out;
}
function pairsExpansion(b, spec, pairs2) {
  const reservedToo = b.allow === "U+R";
  const sep = spec.explode ? b.sep : ",";
  const names = Object.keys(pairs2);
  let out = "";
  let n = 0;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const v = member(pairs2[name], spec, name);
    if (v === null) continue;
    if (n++ > 0) out += sep;
    const k = reservedToo ? encodeReserved(name) : encodeOctets(name, U, false, onLone);
    const encoded = reservedToo ? encodeReserved(v) : encodeOctets(v, U, false, onLone);
    out += spec.explode ? k + (v === "" ? b.ifemp : "=" + encoded) : k + "," + encoded;
  }
  if (n === 0) return null;
  if (b.named && !spec.explode) return spec.varname + (out === "" ? b.ifemp : "=" + out);
  return out;
}
function member(x, spec, at) {
  switch (typeof x) {
    case "string":
      return x;
    case "undefined":
      return null;
    case "number":
      return numberText(x, spec, at);
    case "boolean":
      return x ? "true" : "false";
    case "object":
      if (x === null) return null;
      if (Array.isArray(x) || isPlainObject(x)) {
        const what = Array.isArray(x) ? "a list" : "an associative array";
        throw new TemplateExpansionError(
          `${where(spec, at)} is ${what}: the members of a list and the values of an associative array are strings, composite values are one level deep (RFC 6570 \xA72.3, \xA72.4.2)`,
          "ERR_TEMPLATE_NESTED_VALUE",
          spec.start,
          spec.varname
        );
      }
  }
  throw unsupported(spec, x, at);
}
function numberText(x, spec, at) {
  if (Number.isFinite(x)) return String(x);
  throw unsupported(spec, x, at);
}
var U = unreserved;
var U_R = union(unreserved, reserved);
var LITERAL = new Uint8Array(128).fill(1);
var LONE = new class LoneSurrogate {
}();
function onLone() {
  throw LONE;
}
function encodeReserved(s) {
  let p = s.indexOf("%");
  if (p < 0) return encodeOctets(s, U_R, false, onLone);
  let out = "";
  let from = 0;
  while (p >= 0) {
    const triplet = pctOctetAt(s, p) >= 0;
    out += encodeOctets(s.slice(from, p), U_R, false, onLone) + (triplet ? s.slice(p, p + 3) : "%25");
    from = triplet ? p + 3 : p + 1;
    p = s.indexOf("%", from);
  }
  return out + encodeOctets(s.slice(from), U_R, false, onLone);
}
function prefixEnd(s, n, triplets) {
  const len = s.length;
  let i = 0;
  for (let count = 0; count < n && i < len; count++) {
    const c = s.charCodeAt(i);
    if (triplets && c === 37) {
      const b = pctOctetAt(s, i);
      if (b >= 0) {
        i += 3 * tripletsOfCodePoint(s, i, b);
        continue;
      }
    }
    i += c >= 55296 && c <= 56319 && i + 1 < len && isLowSurrogate(s.charCodeAt(i + 1)) ? 2 : 1;
  }
  return i;
}
var octets = new Uint8Array(4);
function tripletsOfCodePoint(s, i, b) {
  if (b < 128) return 1;
  octets[0] = b;
  let k = 1;
  for (; k < 4; k++) {
    const o = pctOctetAt(s, i + 3 * k);
    if (o < 0) break;
    octets[k] = o;
  }
  const cp = utf8CodePointAt(octets, 0, k);
  return cp < 0 ? 1 : utf8Length(cp);
}
function isLowSurrogate(c) {
  return c >= 56320 && c <= 57343;
}
function prefixOnComposite(spec, what) {
  const at = spec.start + spec.varname.length;
  return new TemplateExpansionError(
    `"${spec.varname}" is ${what}: its prefix modifier ":${spec.prefix}" at offset ${at} applies to string values only (RFC 6570 \xA72.4.1)`,
    "ERR_TEMPLATE_PREFIX_COMPOSITE",
    at,
    spec.varname
  );
}
function unsupported(spec, x, at) {
  const tail = at === null ? "a value is a string, a number, a boolean, null or undefined, an array (a list) or a plain object (an associative array) (RFC 6570 \xA72.3, \xA72.4.2)" : "a member of a list or a value of an associative array is a string, a number, a boolean, null or undefined (RFC 6570 \xA72.3)";
  return new TemplateExpansionError(`${where(spec, at)} is ${describeValue(x)}: ${tail}`, "ERR_TEMPLATE_VALUE_TYPE", spec.start, spec.varname);
}
function loneSurrogate(spec, value) {
  const unit2 = loneUnit(value);
  const which = unit2 < 0 ? "" : ` (U+${unit2.toString(16).toUpperCase()})`;
  return new TemplateExpansionError(
    `the value of "${spec.varname}" has a lone surrogate${which}, which has no UTF-8 form: a value is Unicode text (RFC 6570 \xA71.6, \xA73.2.1)`,
    "ERR_TEMPLATE_LONE_SURROGATE",
    spec.start,
    spec.varname
  );
}
function loneUnit(value) {
  const strings2 = typeof value === "string" ? [value] : Array.isArray(value) ? value : isPlainObject(value) ? Object.entries(value).flat() : [];
  for (const s of strings2) {
    if (typeof s !== "string") continue;
    const i = firstLoneSurrogate(s);
    if (i >= 0) return s.charCodeAt(i);
  }
  return -1;
}
function where(spec, at) {
  if (at === null) return `the value of "${spec.varname}"`;
  if (typeof at === "number") return `member ${at} of "${spec.varname}"`;
  return `the value of ${JSON.stringify(at)} in "${spec.varname}"`;
}
function describeValue(x) {
  if (x === null) return "null";
  switch (typeof x) {
    case "number":
      return `the number ${x}`;
    case "bigint":
      return `a bigint (${x}n; write String(value) for its digits)`;
    case "object": {
      if (Array.isArray(x)) return "an array";
      const name = Object.getPrototypeOf(x)?.constructor?.name;
      return typeof name === "string" && name !== "" && name !== "Object" ? `a ${name}` : "an object";
    }
    case "undefined":
      return "undefined";
    default:
      return `a ${typeof x}`;
  }
}
function isPlainObject(x) {
  if (x === null || typeof x !== "object") return false;
  const p = Object.getPrototypeOf(x);
  return p === null || Object.getPrototypeOf(p) === null;
}

// src/grammars/rfc6570/match.ts
var TEMPLATE_MATCH_ERROR = "ERR_TEMPLATE_MATCH";
var TemplateMatchError = class extends UriGrammarError {
  name = "TemplateMatchError";
  code = TEMPLATE_MATCH_ERROR;
  kind = "step-limit";
  /** The limit that was reached. */
  steps;
  /** The furthest position of the URI the search had reached, in UTF-16 code units. */
  offset;
  /** Its brand across copies of this package (src/core/error-base.ts). */
  static [ERROR_BRAND] = /* @__PURE__ */ Symbol.for("uri-grammar.TemplateMatchError");
  constructor(steps2, offset) {
    super(`matching took more than ${steps2} steps (maxSteps), at offset ${offset}: a variable named twice (RFC 6570 \xA73.2.1) or exploded associative arrays side by side make the work grow faster than the URI`);
    this.steps = steps2;
    this.offset = offset;
  }
};
var matchWork = { steps: 0 };
var fact = (first, sep, named, ifemp, allowReserved) => ({ first, sep, named, ifemp, allowReserved });
var OPERATORS = {
  "": fact("", ",", false, "", false),
  "+": fact("", ",", false, "", true),
  "#": fact("#", ",", false, "", true),
  ".": fact(".", ".", false, "", false),
  "/": fact("/", "/", false, "", false),
  ";": fact(";", ";", true, "", false),
  "?": fact("?", "&", true, "=", false),
  "&": fact("&", "&", true, "=", false)
};
var UNRESERVED_OR_RESERVED = union(unreserved, reserved);
function upperHex(c) {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}
function isHex(c) {
  return c >= 48 && c <= 57 || c >= 65 && c <= 70 || c >= 97 && c <= 102;
}
function upperOctet(u, i) {
  if (u.charCodeAt(i) !== 37) return -1;
  const h = upperHex(u.charCodeAt(i + 1));
  const l = upperHex(u.charCodeAt(i + 2));
  return h < 0 || l < 0 ? -1 : h << 4 | l;
}
function codePointTripletsEnd(u, i) {
  const b0 = upperOctet(u, i);
  let length;
  let lo = 128;
  let hi = 191;
  if (b0 >= 194 && b0 <= 223) length = 2;
  else if (b0 >= 224 && b0 <= 239) {
    length = 3;
    if (b0 === 224) lo = 160;
    else if (b0 === 237) hi = 159;
  } else if (b0 >= 240 && b0 <= 244) {
    length = 4;
    if (b0 === 240) lo = 144;
    else if (b0 === 244) hi = 143;
  } else return -1;
  let j = i + 3;
  for (let k = 1; k < length; k++, j += 3) {
    const b = upperOctet(u, j);
    if (b < lo || b > hi) return -1;
    lo = 128;
    hi = 191;
  }
  return j;
}
function unitU(u, i) {
  const c = u.charCodeAt(i);
  if (c < 128 && unreserved[c] === 1) return i + 1;
  if (c !== 37) return -1;
  const b = upperOctet(u, i);
  if (b < 0) return -1;
  if (b < 128) return unreserved[b] === 1 ? -1 : i + 3;
  return codePointTripletsEnd(u, i);
}
function unitR(u, i, exclude) {
  const c = u.charCodeAt(i);
  if (c < 128 && UNRESERVED_OR_RESERVED[c] === 1) return exclude !== null && exclude[c] === 1 ? -1 : i + 1;
  if (c !== 37 || !isHex(u.charCodeAt(i + 1)) || !isHex(u.charCodeAt(i + 2))) return -1;
  const e = codePointTripletsEnd(u, i);
  return e > 0 ? e : i + 3;
}
function decodeU(text2) {
  return text2.indexOf("%") < 0 ? text2 : decodeURIComponent(text2);
}
function decodeR(text2) {
  if (text2.indexOf("%") < 0) return text2;
  let out = "";
  let i = 0;
  while (i < text2.length) {
    if (text2.charCodeAt(i) !== 37) {
      out += text2[i++];
      continue;
    }
    const e = codePointTripletsEnd(text2, i);
    if (e > 0) {
      out += decodeURIComponent(text2.slice(i, e));
      i = e;
      continue;
    }
    const b = upperOctet(text2, i);
    if (b >= 0 && b < 128 && UNRESERVED_OR_RESERVED[b] !== 1 && !(b === 37 && isHex(text2.charCodeAt(i + 3)) && isHex(text2.charCodeAt(i + 4)))) out += String.fromCharCode(b);
    else out += text2.slice(i, i + 3);
    i += 3;
  }
  return out;
}
function decodeLenient(text2) {
  if (text2.indexOf("%") < 0) return text2;
  let out = "";
  let i = 0;
  while (i < text2.length) {
    if (text2.charCodeAt(i) !== 37) {
      out += text2[i++];
      continue;
    }
    let j = i;
    while (text2.charCodeAt(j) === 37 && isHex(text2.charCodeAt(j + 1)) && isHex(text2.charCodeAt(j + 2))) j += 3;
    if (j === i) return null;
    try {
      out += decodeURIComponent(text2.slice(i, j));
    } catch {
      return null;
    }
    i = j;
  }
  return out;
}
function expandLiteral(text2) {
  let out = "";
  for (const c of text2) {
    const code = c.charCodeAt(0);
    out += code < 128 ? c : encodeURIComponent(c);
  }
  return out;
}
function prefixOf(s, n) {
  let i = 0;
  for (let k = 0; k < n && i < s.length; k++) i += s.codePointAt(i) > 65535 ? 2 : 1;
  return s.slice(0, i);
}
function setOwn(object, key, value) {
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}
function arrayIndex(key) {
  if (key.length === 0 || key.length > 10 || key.length > 1 && key.charCodeAt(0) === 48) return -1;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
  }
  const v = Number(key);
  return v < 4294967295 ? v : -1;
}
var LIT = 0;
var UNIT_U = 1;
var UNIT_R = 2;
var SPLIT = 3;
var EV = 4;
var PFX_UNIT = 5;
var END2 = 6;
var FAIL = 7;
var KNOWN = 8;
var S_BEGIN = 0;
var S_END = 1;
var S_EMPTY = 2;
var L_BEGIN = 3;
var M_BEGIN = 4;
var M_END = 5;
var M_EMPTY = 6;
var L_END = 7;
var P_BEGIN = 8;
var K_BEGIN = 9;
var K_END = 10;
var V_BEGIN = 11;
var V_END = 12;
var V_EMPTY = 13;
var P_END = 14;
var PFX_BEGIN = 15;
var BIND = 16;
var QUERY = 17;
var T_BEGIN = 18;
var T_END = 19;
var R_STRING = 0;
var R_EMPTY = 1;
var R_LIST = 2;
var R_MAP = 3;
var R_UNDEF = 4;
var R_PREFIX = 5;
var R_TEXT = 6;
var Builder = class {
  op = [];
  a = [];
  b = [];
  c = [];
  next = [];
  lits = [];
  alts = [];
  excludes = [null];
  extras = [null];
  litIndex = /* @__PURE__ */ new Map();
  add(op, a, b, c, next) {
    this.op.push(op);
    this.a.push(a);
    this.b.push(b);
    this.c.push(c);
    this.next.push(next);
    return this.op.length - 1;
  }
  lit(text2, k) {
    if (text2 === "") return k;
    let i = this.litIndex.get(text2);
    if (i === void 0) this.litIndex.set(text2, i = this.lits.push(text2) - 1);
    return this.add(LIT, i, 0, 0, k);
  }
  ev(kind, spec, k, arg = 0) {
    return this.add(EV, kind, spec, arg, k);
  }
  /** A SPLIT whose alternatives are set later (`setAlts`): the head of a loop. */
  newSplit() {
    this.alts.push([]);
    return this.add(SPLIT, this.alts.length - 1, 0, 0, -1);
  }
  setAlts(split2, alts) {
    this.alts[this.a[split2]] = alts;
  }
  split(alts) {
    if (alts.length === 1) return alts[0];
    const s = this.newSplit();
    this.setAlts(s, alts);
    return s;
  }
  fail() {
    return this.add(FAIL, 0, 0, 0, -1);
  }
};
function compile(ast, queryMode, shapes, allShapes = false) {
  const parts2 = ast.parts;
  const specs = [];
  const variables = [];
  const variableIndex = /* @__PURE__ */ new Map();
  const count = /* @__PURE__ */ new Map();
  for (const p of parts2) if (p.type === "expression") for (const v of p.variables) count.set(v.varname, (count.get(v.varname) ?? 0) + 1);
  const seen = /* @__PURE__ */ new Map();
  const specOf = /* @__PURE__ */ new Map();
  for (const p of parts2) {
    if (p.type !== "expression") continue;
    const facts = OPERATORS[p.operator ?? ""];
    for (const v of p.variables) {
      let variable = variableIndex.get(v.varname);
      if (variable === void 0) variableIndex.set(v.varname, variable = variables.push(v.varname) - 1);
      const n = (seen.get(v.varname) ?? 0) + 1;
      seen.set(v.varname, n);
      const total = count.get(v.varname);
      specOf.set(v, specs.length);
      const f = facts ?? OPERATORS[""];
      const signature = `${f.allowReserved}|${f.named ? v.varname + "=" + f.ifemp : ""}|${v.explode ? f.sep : ""}|${v.prefix}`;
      const spec = { name: v.varname, variable, facts: f, explode: v.explode, prefix: v.prefix, repeated: total > 1, first: n === 1, last: n === total, ambiguous: false, signature };
      spec.ambiguous = spec.repeated && (f.allowReserved || v.explode && p.operator === ".");
      specs.push(spec);
    }
  }
  const B = new Builder();
  let queryFrom = parts2.length;
  let queryTo = parts2.length;
  if (queryMode === "any-order") {
    let f = parts2.length;
    for (let i = 0; i < parts2.length; i++) {
      const p = parts2[i];
      if (p.type === "expression" && p.operator === "#" || p.type === "literals" && p.text.startsWith("#")) {
        f = i;
        break;
      }
    }
    let q = f;
    while (q > 0) {
      const p = parts2[q - 1];
      if (p.type !== "expression" || p.operator !== "?" && p.operator !== "&") break;
      q--;
    }
    if (q < f) [queryFrom, queryTo] = [q, f];
  }
  const queries = [];
  let k = B.add(END2, 0, 0, 0, -1);
  for (let i = parts2.length - 1; i >= 0; i--) {
    if (i === queryTo - 1 && queryFrom < queryTo) {
      const qs = [];
      for (let j = queryFrom; j < queryTo; j++) for (const v of parts2[j].variables) qs.push(specOf.get(v));
      const byName = /* @__PURE__ */ new Map();
      for (const s of qs) if (!byName.has(specs[s].name)) byName.set(specs[s].name, s);
      const collector = qs.find((s) => specs[s].explode && shapeOrder(specs[s], shapes, false).includes("map")) ?? -1;
      queries.push({ specs: qs, byName, collector, fragment: queryTo < parts2.length });
      k = B.ev(QUERY, -1, k, queries.length - 1);
      i = queryFrom;
      continue;
    }
    const p = parts2[i];
    if (p.type === "literals") k = B.lit(expandLiteral(p.text), k);
    else k = compileExpression(B, p, specs, specOf, shapes, allShapes, k);
  }
  const first = parts2[0];
  const last = parts2[parts2.length - 1];
  const head = first?.type === "literals" && queryFrom > 0 ? expandLiteral(first.text) : "";
  const tail = last?.type === "literals" && queryTo === parts2.length && queryFrom === parts2.length && parts2.length > 1 ? expandLiteral(last.text) : "";
  let minLength = 0;
  for (let i = 0; i < parts2.length; i++) if ((i < queryFrom || i >= queryTo) && parts2[i].type === "literals") minLength += expandLiteral(parts2[i].text).length;
  const size = B.op.length;
  const splitRow = new Int32Array(size).fill(-1);
  let splits = 0;
  for (let pc = 0; pc < size; pc++) if (B.op[pc] === SPLIT) splitRow[pc] = splits++;
  let prefixes = 0;
  for (const s of specs) prefixes += s.prefix ?? 0;
  return {
    op: Int32Array.from(B.op),
    a: Int32Array.from(B.a),
    b: Int32Array.from(B.b),
    c: Int32Array.from(B.c),
    next: Int32Array.from(B.next),
    splitRow,
    splits,
    lits: B.lits,
    alts: B.alts.map((a) => Int32Array.from(a)),
    excludes: B.excludes,
    extras: B.extras,
    allShapes,
    specs,
    variables,
    queries,
    shapes,
    start: k,
    head,
    tail,
    minLength,
    stepsPerUnit: 4 * (size + prefixes) + 64,
    size
  };
}
function shapeOrder(spec, shapes, allShapes) {
  const asked = Object.prototype.hasOwnProperty.call(shapes, spec.name) ? shapes[spec.name] : void 0;
  if (spec.prefix !== null) return asked === void 0 || asked === "string" ? ["string"] : [];
  if (asked !== void 0) return [asked];
  return spec.explode ? ["list", "map", "string"] : spec.repeated || allShapes ? ["string", "list", "map"] : ["string", "list"];
}
function compileExpression(B, e, specs, specOf, shapes, allShapes, k) {
  const facts = OPERATORS[e.operator ?? ""];
  if (facts === void 0) return B.fail();
  const m = e.variables.length;
  const lane0 = new Array(m + 1).fill(k);
  const lane1 = new Array(m + 1).fill(k);
  for (let j = m - 1; j >= 0; j--) {
    const s = specOf.get(e.variables[j]);
    const spec = specs[s];
    const undefinedAfter = (next) => spec.repeated ? B.ev(BIND, s, next, R_UNDEF) : next;
    const read = (nonEmpty) => readings(B, s, spec, shapes, allShapes, nonEmpty, lane1[j + 1]);
    lane1[j] = B.split([B.lit(facts.sep, read(false)), undefinedAfter(lane1[j + 1])]);
    if (facts.first !== "") lane0[j] = B.split([B.lit(facts.first, read(false)), undefinedAfter(lane0[j + 1])]);
    else lane0[j] = B.split([read(true), undefinedAfter(lane0[j + 1]), emptyReadings(B, s, spec, shapes, allShapes, lane1[j + 1])]);
  }
  return lane0[0];
}
function readings(B, s, spec, shapes, allShapes, nonEmpty, k) {
  const known = (enumerate) => spec.repeated && !spec.first ? B.add(KNOWN, k, s, nonEmpty ? 1 : 0, enumerate) : enumerate;
  if (spec.ambiguous) {
    const end = B.ev(T_END, s, B.ev(BIND, s, k, R_TEXT));
    let text2;
    if (spec.prefix === null) text2 = B.ev(T_BEGIN, s, (nonEmpty ? plus : star)(B, spec, -1, end));
    else {
      const loop = B.newSplit();
      B.setAlts(loop, [end, B.add(PFX_UNIT, 0, s, 0, loop)]);
      text2 = B.ev(T_BEGIN, s, B.ev(PFX_BEGIN, s, nonEmpty ? B.add(PFX_UNIT, 0, s, 0, loop) : loop));
    }
    return known(text2);
  }
  const alts = [];
  for (const shape of shapeOrder(spec, shapes, allShapes)) {
    const bindThen = (reading) => spec.repeated ? B.ev(BIND, s, k, reading) : k;
    if (shape === "string") alts.push(spec.prefix !== null ? prefixReading(B, s, spec, nonEmpty, bindThen(R_PREFIX), bindThen(R_EMPTY)) : stringReading(B, s, spec, nonEmpty, bindThen(R_STRING), bindThen(R_EMPTY)));
    else if (shape === "list") alts.push(listReading(B, s, spec, nonEmpty, bindThen(R_LIST)));
    else if (spec.explode) alts.push(explodedMapReading(B, s, spec, nonEmpty, bindThen(R_MAP)));
    else alts.push(mapReading(B, s, spec, bindThen(R_MAP)));
  }
  return known(alts.length === 0 ? B.fail() : B.split(alts));
}
function emptyReadings(B, s, spec, shapes, allShapes, k) {
  const known = (enumerate) => spec.repeated && !spec.first ? B.add(KNOWN, k, s, 2, enumerate) : enumerate;
  if (spec.ambiguous) return known(B.ev(T_BEGIN, s, B.ev(T_END, s, B.ev(BIND, s, k, R_TEXT))));
  const alts = [];
  const bindThen = (reading) => spec.repeated ? B.ev(BIND, s, k, reading) : k;
  for (const shape of shapeOrder(spec, shapes, allShapes)) {
    if (shape === "string") alts.push(B.ev(S_EMPTY, s, bindThen(R_EMPTY)));
    else if (shape === "list") alts.push(B.ev(L_BEGIN, s, B.ev(M_BEGIN, s, B.ev(M_END, s, B.ev(L_END, s, bindThen(R_LIST))))));
    else if (spec.explode) alts.push(B.ev(P_BEGIN, s, B.ev(K_BEGIN, s, B.ev(K_END, s, B.ev(V_EMPTY, s, B.ev(P_END, s, bindThen(R_MAP)))))));
  }
  return known(alts.length === 0 ? B.fail() : B.split(alts));
}
function unit(B, spec, exclude, k) {
  if (spec.facts.allowReserved) return B.add(UNIT_R, Math.max(exclude, 0), 0, 0, k);
  if (exclude !== -1) return B.add(UNIT_U, 0, exclude, 0, k);
  const equals = new Uint8Array(128);
  equals[61] = 1;
  B.extras.push(equals);
  return B.add(UNIT_U, B.extras.length - 1, 0, 0, k);
}
function star(B, spec, exclude, k) {
  const loop = B.newSplit();
  B.setAlts(loop, [k, unit(B, spec, exclude, loop)]);
  return loop;
}
function plus(B, spec, exclude, k) {
  return unit(B, spec, exclude, star(B, spec, exclude, k));
}
function joined(B, separator, item, end) {
  const more = B.newSplit();
  B.setAlts(more, [end, B.lit(separator, item(more))]);
  return more;
}
function stringReading(B, s, spec, nonEmpty, k, kEmpty) {
  const { named, ifemp } = spec.facts;
  if (!named) return B.ev(S_BEGIN, s, (nonEmpty ? plus : star)(B, spec, 0, B.ev(S_END, s, k)));
  return B.lit(spec.name, B.split([B.lit(ifemp, B.ev(S_EMPTY, s, kEmpty)), B.lit("=", B.ev(S_BEGIN, s, plus(B, spec, 0, B.ev(S_END, s, k))))]));
}
function prefixReading(B, s, spec, nonEmpty, k, kEmpty) {
  const pfxUnit = (next) => B.add(PFX_UNIT, 0, s, 0, next);
  const loop = B.newSplit();
  B.setAlts(loop, [B.ev(S_END, s, k), pfxUnit(loop)]);
  const body = (atLeastOne) => B.ev(S_BEGIN, s, B.ev(PFX_BEGIN, s, atLeastOne ? pfxUnit(loop) : loop));
  const { named, ifemp } = spec.facts;
  if (!named) return body(nonEmpty);
  return B.lit(spec.name, B.split([B.lit(ifemp, B.ev(S_EMPTY, s, kEmpty)), B.lit("=", body(true))]));
}
function listReading(B, s, spec, nonEmpty, k) {
  const { named, sep, ifemp } = spec.facts;
  const end = B.ev(L_END, s, k);
  if (spec.explode && named) {
    const item = (next) => B.lit(spec.name, B.split([B.lit(ifemp, B.ev(M_EMPTY, s, next)), B.lit("=", B.ev(M_BEGIN, s, plus(B, spec, 0, B.ev(M_END, s, next))))]));
    return B.ev(L_BEGIN, s, item(joined(B, sep, item, end)));
  }
  const separator = spec.explode ? sep : ",";
  const member2 = (next) => B.ev(M_BEGIN, s, star(B, spec, 0, B.ev(M_END, s, next)));
  const more = joined(B, separator, member2, end);
  if (named) return B.lit(spec.name, B.lit("=", B.ev(L_BEGIN, s, member2(more))));
  if (!nonEmpty) return B.ev(L_BEGIN, s, member2(more));
  return B.ev(L_BEGIN, s, B.split([B.ev(M_BEGIN, s, plus(B, spec, 0, B.ev(M_END, s, more))), B.ev(M_BEGIN, s, B.ev(M_END, s, B.lit(separator, member2(more))))]));
}
function keyExclude(B, spec) {
  const t = new Uint8Array(128);
  if (spec.facts.allowReserved) t[61] = 1;
  t[spec.facts.sep.charCodeAt(0)] = 1;
  B.excludes.push(t);
  return B.excludes.length - 1;
}
function explodedMapReading(B, s, spec, nonEmpty, k) {
  const { named, sep, ifemp } = spec.facts;
  const ex = keyExclude(B, spec);
  const empty = (next) => named ? B.lit(ifemp, B.ev(V_EMPTY, s, next)) : B.ev(V_EMPTY, s, next);
  const valued = (next) => B.lit("=", B.ev(V_BEGIN, s, plus(B, spec, 0, B.ev(V_END, s, next))));
  const pair = (next) => B.ev(K_BEGIN, s, star(B, spec, ex, B.ev(K_END, s, B.split([empty(next), valued(next)]))));
  const more = joined(B, sep, pair, B.ev(P_END, s, k));
  if (!nonEmpty) return B.ev(P_BEGIN, s, pair(more));
  const firstNonEmpty = B.split([
    B.ev(K_BEGIN, s, plus(B, spec, ex, B.ev(K_END, s, B.split([empty(more), valued(more)])))),
    B.ev(K_BEGIN, s, B.ev(K_END, s, valued(more))),
    B.ev(K_BEGIN, s, B.ev(K_END, s, empty(B.lit(sep, pair(more)))))
  ]);
  return B.ev(P_BEGIN, s, firstNonEmpty);
}
function mapReading(B, s, spec, k) {
  const pair = (next) => B.ev(K_BEGIN, s, star(B, spec, 0, B.ev(K_END, s, B.lit(",", B.ev(V_BEGIN, s, star(B, spec, 0, B.ev(V_END, s, next)))))));
  const more = joined(B, ",", pair, B.ev(P_END, s, k));
  const body = B.ev(P_BEGIN, s, pair(more));
  return spec.facts.named ? B.lit(spec.name, B.lit("=", body)) : body;
}
var UNDEFINED = { undef: true, value: null, prefix: null, texts: [] };
var exactly = (value) => ({ undef: false, value, prefix: null, texts: [] });
function sameValue(a, b) {
  if (typeof a === "string" || typeof b === "string") return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => x === b[i]);
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((key, i) => key === kb[i] && a[key] === b[key]);
}
function merge2(P, a, b) {
  if (a === void 0) return b;
  if (a.undef || b.undef) return a.undef && b.undef ? a : null;
  if (a.value !== null && b.value !== null && !sameValue(a.value, b.value)) return null;
  const value = a.value ?? b.value;
  let prefix = a.prefix ?? b.prefix;
  if (a.prefix !== null && b.prefix !== null) {
    const [short, long] = a.prefix.n <= b.prefix.n ? [a.prefix, b.prefix] : [b.prefix, a.prefix];
    if (prefixOf(long.text, short.n) !== short.text) return null;
    prefix = long;
  }
  const texts2 = a.texts.length === 0 ? b.texts : b.texts.length === 0 ? a.texts : [...a.texts, ...b.texts];
  if (value === null) {
    for (const t of b.texts) {
      const st = P.specs[t.spec];
      if (!st.facts.allowReserved || st.prefix !== null) continue;
      for (const o of a.texts) {
        const so = P.specs[o.spec];
        if (so.facts.allowReserved && so.prefix === null && o.text !== t.text && withoutSeparators(o.text) !== withoutSeparators(t.text)) return null;
      }
    }
    return { undef: false, value: null, prefix, texts: texts2 };
  }
  if (prefix !== null && (typeof value !== "string" || prefixOf(value, prefix.n) !== prefix.text)) return null;
  for (const t of texts2) if (expandValue(P.specs[t.spec], value) !== t.text) return null;
  return a.value !== null && a.prefix === null && a.texts.length === 0 ? a : exactly(value);
}
function withoutSeparators(text2) {
  return text2.replace(/[=,]/g, "");
}
function knowledgeKey(k) {
  if (k.undef) return "u";
  const v = k.value === null ? "" : JSON.stringify(typeof k.value === "string" || Array.isArray(k.value) ? k.value : Object.entries(k.value));
  return `${v}|${k.prefix === null ? "" : `${k.prefix.n}:${k.prefix.text}`}|${k.texts.map((t) => `${t.spec}:${t.text}`).join("\0")}`;
}
var readers = /* @__PURE__ */ new Map();
function forEachCandidate(P, k, budget, visit) {
  if (k.value !== null) {
    visit(k.value);
    return;
  }
  if (k.texts.length === 0) {
    visit(k.prefix.text);
    return;
  }
  let base2 = 0;
  const weight = (t) => {
    const spec2 = P.specs[t.spec];
    return (spec2.prefix ?? 1e5) * 2 + (spec2.facts.allowReserved ? 0 : 1);
  };
  for (let i = 1; i < k.texts.length; i++) if (weight(k.texts[i]) > weight(k.texts[base2])) base2 = i;
  const first = k.texts[base2];
  const spec = P.specs[first.spec];
  const others = { undef: false, value: null, prefix: k.prefix, texts: k.texts.filter((_, i) => i !== base2) };
  const seen = /* @__PURE__ */ new Set();
  let going = true;
  const offer = (value) => {
    const key2 = knowledgeKey(exactly(value));
    if (seen.has(key2)) return true;
    seen.add(key2);
    if (expandValue(spec, value) !== first.text || merge2(P, others, exactly(value)) === null) return true;
    return going = visit(value);
  };
  const stringOnly = k.prefix !== null || k.texts.some((t) => P.specs[t.spec].prefix !== null);
  const asked = stringOnly ? "string" : Object.prototype.hasOwnProperty.call(P.shapes, spec.name) ? P.shapes[spec.name] : void 0;
  const operator = Object.keys(OPERATORS).find((o) => OPERATORS[o] === spec.facts);
  const key = `${operator}|${spec.explode}|${spec.prefix}|${asked ?? ""}`;
  let reader = readers.get(key);
  if (reader === void 0) {
    const x = { type: "varspec", start: 0, end: 0, varname: "x", prefix: spec.prefix, explode: spec.explode };
    const ast = { type: "URI-Template", start: 0, end: 0, parts: [{ type: "expression", start: 0, end: 0, operator: operator || null, variables: [x] }] };
    readers.set(key, reader = compile(ast, "ordered", asked === void 0 ? NO_SHAPES : { x: asked }, true));
  }
  const text2 = spec.facts.first + first.text;
  const before = matchWork.steps;
  try {
    search(reader, text2, Math.max(1, budget.steps), (t, q) => {
      const value = assemble(reader, text2, t, q, budget).x;
      return value === void 0 || offer(value);
    });
  } catch (e) {
    if (e instanceof TemplateMatchError) throw new TemplateMatchError(budget.limit, budget.offset);
    throw e;
  }
  budget.steps -= matchWork.steps - before;
  if (going && spec.facts.allowReserved && (asked === void 0 || asked === "string")) ownTriplets(first.text, budget, offer);
  if (going && k.prefix !== null) offer(k.prefix.text);
}
function resolve2(P, k, budget) {
  let found7 = null;
  forEachCandidate(P, k, budget, (value) => {
    found7 = value;
    return false;
  });
  return found7;
}
function ownTriplets(text2, budget, offer) {
  const units = [];
  for (let i = 0; i < text2.length; ) {
    if (text2.charCodeAt(i) !== 37) {
      units.push([text2[i], null]);
      i++;
      continue;
    }
    const e = codePointTripletsEnd(text2, i);
    const end = e > 0 ? e : i + 3;
    const decoded = decodeR(text2.slice(i, end));
    units.push([text2.slice(i, end), decoded === text2.slice(i, end) ? null : decoded]);
    i = end;
  }
  const choices = units.filter((x) => x[1] !== null).length;
  for (let kept = 1; kept <= choices; kept++) {
    const pick = Array.from({ length: kept }, (_, i) => i);
    for (; ; ) {
      if ((budget.steps -= units.length) < 0) throw new TemplateMatchError(budget.limit, budget.offset);
      let out = "";
      let j = 0;
      let at = 0;
      for (const [raw, decoded] of units) {
        if (decoded === null) out += raw;
        else out += pick[at] === j++ ? (at++, raw) : decoded;
      }
      if (!offer(out)) return;
      let i = kept - 1;
      while (i >= 0 && pick[i] === choices - kept + i) i--;
      if (i < 0) break;
      pick[i]++;
      for (let m = i + 1; m < kept; m++) pick[m] = pick[m - 1] + 1;
    }
  }
}
function encodeValue(text2, allowReserved) {
  let out = "";
  for (let i = 0; i < text2.length; ) {
    const c = text2.charCodeAt(i);
    if (c < 128 && (unreserved[c] === 1 || allowReserved && reserved[c] === 1)) {
      out += text2[i++];
    } else if (allowReserved && c === 37 && isHex(text2.charCodeAt(i + 1)) && isHex(text2.charCodeAt(i + 2))) {
      out += text2.slice(i, i + 3);
      i += 3;
    } else {
      const cp = text2.codePointAt(i);
      if (cp >= 55296 && cp <= 57343) return null;
      const n = cp > 65535 ? 2 : 1;
      out += c < 128 ? PCT2[c] : encodeURIComponent(text2.slice(i, i + n));
      i += n;
    }
  }
  return out;
}
var PCT2 = Array.from({ length: 128 }, (_, b) => "%" + b.toString(16).toUpperCase().padStart(2, "0"));
function expandValue(spec, value) {
  const { named, ifemp, sep, allowReserved } = spec.facts;
  const enc = (t) => encodeValue(t, allowReserved);
  const parts2 = (items) => items.some((x) => x === null) ? null : items;
  if (typeof value === "string") {
    const text2 = enc(spec.prefix === null ? value : prefixOf(value, spec.prefix));
    if (text2 === null) return null;
    if (!named) return text2;
    return value === "" ? spec.name + ifemp : spec.name + "=" + text2;
  }
  if (spec.prefix !== null) return null;
  if (Array.isArray(value)) {
    const members = parts2(value.map(enc));
    if (members === null || members.length === 0) return null;
    if (!spec.explode) return (named ? spec.name + "=" : "") + members.join(",");
    return named ? members.map((m) => m === "" ? spec.name + ifemp : spec.name + "=" + m).join(sep) : members.join(sep);
  }
  const keys = Object.keys(value);
  const ks = parts2(keys.map(enc));
  const vs = parts2(keys.map((key) => enc(value[key])));
  if (ks === null || vs === null || keys.length === 0) return null;
  if (!spec.explode) return (named ? spec.name + "=" : "") + ks.map((key, i) => key + "," + vs[i]).join(",");
  return ks.map((key, i) => vs[i] === "" ? key + (named ? ifemp : "") : key + "=" + vs[i]).join(sep);
}
var variableBit = (v) => 1 << Math.min(v, 30);
function project(bind, mask) {
  if (mask === 0) return "";
  let key = bind.projections?.get(mask);
  if (key === void 0) {
    const parts2 = [];
    for (const v of [...bind.map.keys()].sort((x, y) => x - y)) if ((variableBit(v) & mask) !== 0) parts2.push(`${v}=${knowledgeKey(bind.map.get(v))}`);
    key = parts2.join("\0");
    (bind.projections ??= /* @__PURE__ */ new Map()).set(mask, key);
  }
  return key;
}
function readingValue(P, u, t, end) {
  const kind = P.a[t.pcs[end]];
  const s = P.b[t.pcs[end]];
  const decode2 = P.specs[s].facts.allowReserved ? decodeR : decodeU;
  if (kind === S_EMPTY) return { value: "", begin: end };
  if (kind === S_END || kind === T_END) {
    let i2 = end - 1;
    while (P.a[t.pcs[i2]] !== (kind === S_END ? S_BEGIN : T_BEGIN)) i2--;
    const text2 = u.slice(t.positions[i2], t.positions[end]);
    return { value: kind === T_END ? text2 : decode2(text2), begin: i2 };
  }
  let i = end - 1;
  const open = kind === L_END ? L_BEGIN : P_BEGIN;
  while (!(P.a[t.pcs[i]] === open && P.b[t.pcs[i]] === s && P.op[t.pcs[i]] === EV)) i--;
  const begin = i;
  if (kind === L_END) {
    const list2 = [];
    let from2 = 0;
    for (i = begin + 1; i < end; i++) {
      const kk = P.a[t.pcs[i]];
      if (kk === M_BEGIN) from2 = t.positions[i];
      else if (kk === M_END) list2.push(decode2(u.slice(from2, t.positions[i])));
      else if (kk === M_EMPTY) list2.push("");
    }
    return { value: list2, begin };
  }
  const map = {};
  let from = 0;
  let key = "";
  for (i = begin + 1; i < end; i++) {
    const kk = P.a[t.pcs[i]];
    if (kk === K_BEGIN || kk === V_BEGIN) from = t.positions[i];
    else if (kk === K_END) key = decode2(u.slice(from, t.positions[i]));
    else if (kk === V_END) setOwn(map, key, decode2(u.slice(from, t.positions[i])));
    else if (kk === V_EMPTY) setOwn(map, key, "");
  }
  return { value: map, begin };
}
function readingKnowledge(P, u, t, end) {
  const kind = P.a[t.pcs[end]];
  const s = P.b[t.pcs[end]];
  const spec = P.specs[s];
  const { value, begin } = readingValue(P, u, t, end);
  if (kind === T_END) return { k: { undef: false, value: null, prefix: null, texts: [{ text: value, spec: s }] }, begin };
  if (kind === S_END && spec.prefix !== null) return { k: { undef: false, value: null, prefix: { text: value, n: spec.prefix }, texts: [] }, begin };
  return { k: exactly(value), begin };
}
function assemble(P, u, t, queryCache, budget) {
  const known = new Array(P.variables.length);
  const put = (variable, k) => {
    known[variable] = merge2(P, known[variable], k) ?? k;
  };
  for (let i = 0; i < t.length; i++) {
    const pc = t.pcs[i];
    const kind = P.a[pc];
    if (kind === S_END || kind === S_EMPTY || kind === L_END || kind === P_END || kind === T_END) {
      put(P.specs[P.b[pc]].variable, readingKnowledge(P, u, t, i).k);
    } else if (kind === QUERY) {
      const reading = queryCache.get(t.positions[i]);
      for (const [spec, k] of reading.values) put(P.specs[spec].variable, k);
    }
  }
  const out = {};
  for (let v = 0; v < P.variables.length; v++) {
    const k = known[v];
    if (k === void 0 || k.undef) continue;
    const value = resolve2(P, k, budget);
    if (value !== null) setOwn(out, P.variables[v], value);
  }
  return out;
}
function readQuery(P, q, u, from) {
  let end = u.length;
  if (q.fragment) {
    const hash = u.indexOf("#", from);
    if (hash >= 0) end = hash;
  } else if (u.indexOf("#", from) >= 0) return null;
  const values = /* @__PURE__ */ new Map();
  for (const s of q.specs) values.set(s, UNDEFINED);
  if (from === end) return { end, values };
  const c = u.charCodeAt(from);
  if (c !== 63 && c !== 38) return null;
  const lists = /* @__PURE__ */ new Map();
  const collected = [];
  const given = /* @__PURE__ */ new Set();
  for (const pair of u.slice(from + 1, end).split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const raw = eq < 0 ? "" : pair.slice(eq + 1);
    const s = q.byName.get(name);
    if (s !== void 0 && !P.specs[s].explode) {
      if (given.has(s)) return null;
      given.add(s);
      const k = queryValue(P, s, raw);
      if (k === null) return null;
      values.set(s, k);
    } else if (s !== void 0) {
      const member2 = decodeLenient(raw);
      if (member2 === null) return null;
      (lists.get(s) ?? lists.set(s, []).get(s)).push(member2);
    } else if (q.collector >= 0) {
      const key = decodeLenient(name);
      const value = decodeLenient(raw);
      if (key === null || value === null) return null;
      collected.push([key, value]);
    }
  }
  for (const [s, list2] of lists) {
    const order = shapeOrder(P.specs[s], P.shapes, false);
    if (s === q.collector && (collected.length > 0 || !order.includes("list"))) {
      for (const member2 of list2) collected.push([P.specs[s].name, member2]);
    } else if (order.includes("list")) values.set(s, exactly(list2));
    else if (order[0] === "string" && list2.length === 1) values.set(s, exactly(list2[0]));
    else return null;
  }
  if (collected.length > 0) {
    const map = {};
    for (const [key, value] of collected) {
      if (Object.prototype.hasOwnProperty.call(map, key)) return null;
      setOwn(map, key, value);
    }
    values.set(q.collector, exactly(map));
  }
  return { end, values };
}
function queryValue(P, s, raw) {
  const spec = P.specs[s];
  const order = shapeOrder(spec, P.shapes, false);
  const comma = raw.indexOf(",") >= 0;
  const shape = order.find((o) => o !== "string" || !comma) ?? null;
  if (shape === null) return null;
  if (shape === "string") {
    const v = decodeLenient(raw);
    if (v === null) return null;
    if (spec.prefix !== null) return [...v].length <= spec.prefix ? { undef: false, value: null, prefix: { text: v, n: spec.prefix }, texts: [] } : null;
    return exactly(v);
  }
  const parts2 = raw.split(",").map(decodeLenient);
  if (parts2.some((p) => p === null)) return null;
  if (shape === "list") return exactly(parts2);
  if (parts2.length % 2 !== 0) return null;
  const map = {};
  for (let i = 0; i < parts2.length; i += 2) {
    if (Object.prototype.hasOwnProperty.call(map, parts2[i])) return null;
    setOwn(map, parts2[i], parts2[i + 1]);
  }
  return exactly(map);
}
var TAINT = 1;
var Machine = class {
  fPc = new Int32Array(64);
  fPos = new Int32Array(64);
  fAlt = new Int32Array(64);
  fFlags = new Int32Array(64);
  fRegion = new Int32Array(64);
  fRegStart = new Int32Array(64);
  fTrail = new Int32Array(64);
  fUndo = new Int32Array(64);
  fMapGen = new Int32Array(64);
  fReadStart = new Int32Array(64);
  fBind = [];
  trail = { pcs: new Int32Array(64), positions: new Int32Array(64), length: 0 };
  memo = new Uint32Array(64);
  keys = /* @__PURE__ */ new Set();
  undo = [];
  grow() {
    const grow = (x) => {
      const y = new Int32Array(x.length * 2);
      y.set(x);
      return y;
    };
    this.fPc = grow(this.fPc);
    this.fPos = grow(this.fPos);
    this.fAlt = grow(this.fAlt);
    this.fFlags = grow(this.fFlags);
    this.fRegion = grow(this.fRegion);
    this.fRegStart = grow(this.fRegStart);
    this.fTrail = grow(this.fTrail);
    this.fUndo = grow(this.fUndo);
    this.fMapGen = grow(this.fMapGen);
    this.fReadStart = grow(this.fReadStart);
  }
};
var machines = [];
var NO_QUERIES = /* @__PURE__ */ new Map();
var NO_BINDINGS = { id: 0, map: /* @__PURE__ */ new Map(), mask: 0 };
function search(P, u, maxSteps, found7) {
  const M = machines.pop() ?? new Machine();
  try {
    run(M, P, u, maxSteps, found7);
  } finally {
    M.trail.length = 0;
    M.keys.clear();
    M.undo.length = 0;
    M.fBind.length = 0;
    if (M.memo.length > 1 << 16 || M.fPc.length > 1 << 16 || M.trail.pcs.length > 1 << 16) machines.push(new Machine());
    else machines.push(M);
  }
}
function run(M, P, u, maxSteps, found7) {
  const n = u.length;
  const { op, a, b, c, next, alts, lits, specs } = P;
  const width = n + 1;
  const sparse = P.splits * width > 1 << 26 ? /* @__PURE__ */ new Set() : null;
  const words = sparse === null ? (P.splits * width >>> 5) + 1 : 0;
  if (M.memo.length < words) M.memo = new Uint32Array(Math.max(words, M.memo.length * 2));
  else M.memo.fill(0, 0, words);
  const memo = M.memo;
  let contextMemo = null;
  let keyMemo = null;
  const total = P.splits * width;
  let { fPc, fPos, fAlt, fFlags, fRegion, fRegStart, fTrail, fUndo, fMapGen, fReadStart } = M;
  const fBind = M.fBind;
  const fDeps = [];
  const fVars = [];
  let depth = 0;
  const trail = M.trail;
  const keys = M.keys;
  const undo = M.undo;
  let mapGen = 0;
  let region = 0;
  let regStart = 0;
  let readStart = 0;
  let chainIndexed = null;
  let chainIds = null;
  let bind = NO_BINDINGS;
  let bindIds = null;
  let queryCache = null;
  let resolved = null;
  let pc = P.start;
  let pos = 0;
  let steps2 = 0;
  let furthest = 0;
  const growFrames = () => {
    M.grow();
    ({ fPc, fPos, fAlt, fFlags, fRegion, fRegStart, fTrail, fUndo, fMapGen, fReadStart } = M);
  };
  const mark = () => {
    if (trail.length === trail.pcs.length) {
      const p = new Int32Array(trail.length * 2);
      p.set(trail.pcs);
      trail.pcs = p;
      const q = new Int32Array(trail.length * 2);
      q.set(trail.positions);
      trail.positions = q;
    }
    trail.pcs[trail.length] = pc;
    trail.positions[trail.length++] = pos;
  };
  const contextKey = (row2, at) => `${row2},${at},${region},${regStart},${readStart}`;
  const bindingsWith = (variable, k) => {
    const map = new Map(bind.map);
    if (k === null) map.delete(variable);
    else map.set(variable, k);
    const key = [...map].sort((x, y) => x[0] - y[0]).map(([v, kk]) => `${v}=${knowledgeKey(kk)}`).join("\0");
    bindIds ??= /* @__PURE__ */ new Map([["", 0]]);
    let id = bindIds.get(key);
    if (id === void 0) bindIds.set(key, id = bindIds.size);
    let mask = 0;
    for (const v of map.keys()) mask |= variableBit(v);
    return { id, map, mask };
  };
  const bindTo = (s, k) => {
    const spec = specs[s];
    const merged2 = merge2(P, bind.map.get(spec.variable), k);
    if (merged2 === null) return false;
    if (spec.last && !merged2.undef && merged2.value === null && merged2.texts.length > 0) {
      const key = knowledgeKey(merged2);
      let settles = resolved?.get(key);
      if (settles === void 0) {
        const budget = { steps: maxSteps - steps2, limit: maxSteps, offset: pos };
        const before = matchWork.steps;
        settles = resolve2(P, merged2, budget) !== null;
        steps2 += matchWork.steps - before;
        matchWork.steps = before;
        (resolved ??= /* @__PURE__ */ new Map()).set(key, settles);
      }
      if (!settles) return false;
    }
    bind = bindingsWith(spec.variable, spec.last ? null : merged2);
    return true;
  };
  let failFlags = 0;
  let failDeps = null;
  let failGen = 0;
  let failVars = 0;
  for (; ; ) {
    let failed = false;
    run: for (; ; ) {
      if (++steps2 > maxSteps) {
        matchWork.steps += steps2;
        throw new TemplateMatchError(maxSteps, furthest);
      }
      switch (op[pc]) {
        case LIT: {
          const text2 = lits[a[pc]];
          if (!u.startsWith(text2, pos)) {
            failed = true;
            failFlags = 0;
            break run;
          }
          pos += text2.length;
          pc = next[pc];
          continue;
        }
        case UNIT_U: {
          const extra = P.extras[a[pc]];
          const exclude = P.excludes[b[pc]];
          const ch = u.charCodeAt(pos);
          const e = pos >= n || exclude != null && ch < 128 && exclude[ch] === 1 ? -1 : extra != null && ch < 128 && extra[ch] === 1 ? pos + 1 : unitU(u, pos);
          if (e < 0) {
            failed = true;
            failFlags = 0;
            break run;
          }
          pos = e;
          pc = next[pc];
          continue;
        }
        case UNIT_R: {
          const e = pos < n ? unitR(u, pos, P.excludes[a[pc]]) : -1;
          if (e < 0) {
            failed = true;
            failFlags = 0;
            break run;
          }
          pos = e;
          pc = next[pc];
          continue;
        }
        case SPLIT: {
          const row2 = P.splitRow[pc];
          const bit = row2 * width + pos;
          if (sparse !== null ? sparse.has(bit) : (memo[bit >>> 5] & 1 << (bit & 31)) !== 0) {
            failed = true;
            failFlags = 0;
            break run;
          }
          if (contextMemo !== null) {
            const known = contextMemo.get(contextKey(row2, pos));
            const hit = known?.find(([mask, key]) => (mask & ~bind.mask) === 0 && project(bind, mask) === key);
            if (hit !== void 0) {
              failed = true;
              failFlags = TAINT;
              failDeps = null;
              failVars = hit[0];
              break run;
            }
          }
          if (keyMemo !== null && region > 0) {
            const known = keyMemo.get(regStart * total + bit);
            const hit = known?.find((deps) => deps.every((key) => keys.has(`${mapGen}\0${key}`)));
            if (hit !== void 0) {
              failed = true;
              failFlags = TAINT;
              failDeps = hit;
              failGen = mapGen;
              break run;
            }
          }
          if (depth === fPc.length) growFrames();
          fPc[depth] = pc;
          fPos[depth] = pos;
          fAlt[depth] = 0;
          fFlags[depth] = 0;
          fRegion[depth] = region;
          fRegStart[depth] = regStart;
          fTrail[depth] = trail.length;
          fUndo[depth] = undo.length;
          fMapGen[depth] = mapGen;
          fReadStart[depth] = readStart;
          fBind[depth] = bind;
          fDeps[depth] = void 0;
          fVars[depth] = 0;
          depth++;
          if (pos > furthest) furthest = pos;
          pc = alts[a[pc]][0];
          continue;
        }
        case EV: {
          const kind = a[pc];
          if (kind === K_END) {
            const key = u.slice(regStart - 1, pos);
            const gen = `${mapGen}\0${key}`;
            const index = arrayIndex(specs[b[pc]].facts.allowReserved ? decodeR(key) : key);
            chainIndexed ??= [0, -1];
            chainIds ??= /* @__PURE__ */ new Map();
            const last = chainIndexed[region];
            if (keys.has(gen)) {
              failed = true;
              failFlags = TAINT;
              failDeps = [key];
              failGen = mapGen;
              failVars = 0;
              break run;
            }
            if (index >= 0 && (last === -2 || index <= last)) {
              failed = true;
              failFlags = TAINT;
              failDeps = null;
              failVars = 0;
              break run;
            }
            regStart = 0;
            keys.add(gen);
            undo.push(gen);
            const ck = `${region}\0${key}`;
            let id = chainIds.get(ck);
            if (id === void 0) {
              chainIds.set(ck, id = chainIndexed.length);
              chainIndexed.push(index >= 0 ? index : -2);
            }
            region = id;
            mark();
          } else if (kind === K_BEGIN) {
            regStart = pos + 1;
            mark();
          } else if (kind === P_BEGIN) {
            region = 1;
            regStart = 0;
            mapGen = trail.length + 1;
            if (readStart === 0 && specs[b[pc]].repeated) readStart = pos + 1;
            mark();
          } else if (kind === P_END) {
            region = 0;
            regStart = 0;
            mark();
          } else if (kind === PFX_BEGIN) {
            region = -1;
          } else if (kind === T_BEGIN) {
            regStart = pos + 1;
            mark();
          } else if (kind === BIND) {
            const s = b[pc];
            let k = UNDEFINED;
            if (c[pc] !== R_UNDEF) {
              const reading = readingKnowledge(P, u, trail, trail.length - 1);
              steps2 += trail.length - reading.begin;
              k = reading.k;
            }
            if (!bindTo(s, k)) {
              failed = true;
              failFlags = TAINT;
              failDeps = null;
              failVars = variableBit(specs[s].variable);
              break run;
            }
            readStart = 0;
          } else if (kind === QUERY) {
            const q = P.queries[c[pc]];
            queryCache ??= /* @__PURE__ */ new Map();
            let reading = queryCache.get(pos);
            if (reading === void 0) {
              queryCache.set(pos, reading = readQuery(P, q, u, pos));
              steps2 += (reading?.end ?? n) - pos;
            }
            if (reading === null) {
              failed = true;
              failFlags = 0;
              break run;
            }
            for (const [s, k] of reading.values) {
              if (specs[s].repeated && !bindTo(s, k)) {
                failed = true;
                failFlags = TAINT;
                failDeps = null;
                failVars = variableBit(specs[s].variable);
                break run;
              }
            }
            mark();
            pos = reading.end;
          } else {
            if ((kind === S_END || kind === T_END) && region < 0) region = 0;
            if (kind === S_END || kind === T_END) regStart = 0;
            if ((kind === S_BEGIN || kind === L_BEGIN) && readStart === 0 && specs[b[pc]].repeated) readStart = pos + 1;
            mark();
          }
          pc = next[pc];
          continue;
        }
        case PFX_UNIT: {
          const spec = specs[b[pc]];
          const at = pos;
          const e = pos >= n ? -1 : spec.facts.allowReserved ? unitR(u, pos, null) : unitU(u, pos);
          if (e < 0) {
            failed = true;
            failFlags = 0;
            break run;
          }
          const state = -region - 1;
          let count = state >> 2;
          let pending = state & 3;
          if (!spec.facts.allowReserved || e > at + 3 || u.charCodeAt(at) !== 37) {
            count += 1;
            if (pending > 0 && e === at + 1) {
              pending--;
              if (pending === 0) count += 2;
            }
          } else {
            const o = upperOctet(u, at);
            if (o >= 0 && o < 128 && UNRESERVED_OR_RESERVED[o] !== 1) {
              count += 1;
              pending = o === 37 && isHex(u.charCodeAt(at + 3)) && isHex(u.charCodeAt(at + 4)) ? 2 : 0;
            } else count += 3;
          }
          if (count > spec.prefix) {
            failed = true;
            failFlags = TAINT;
            failDeps = null;
            failVars = 0;
            break run;
          }
          region = -(1 + count * 4 + pending);
          pos = e;
          pc = next[pc];
          continue;
        }
        case KNOWN: {
          const s = b[pc];
          const spec = specs[s];
          const k = bind.map.get(spec.variable);
          const same = k === void 0 || k.undef || k.value !== null ? void 0 : k.texts.find((t) => specs[t.spec].signature === spec.signature);
          if (k === void 0 || !k.undef && k.value === null && same === void 0) {
            pc = next[pc];
            continue;
          }
          const mode = c[pc];
          const text2 = k.undef ? null : same !== void 0 ? same.text : expandValue(spec, k.value);
          if (text2 === null || mode === 1 && text2 === "" || mode === 2 && text2 !== "" || !u.startsWith(text2, pos)) {
            failed = true;
            failFlags = TAINT;
            failDeps = null;
            failVars = variableBit(spec.variable);
            break run;
          }
          steps2 += text2.length >> 4;
          pos += text2.length;
          if (spec.last) {
            if (same !== void 0 && !bindTo(s, { undef: false, value: null, prefix: null, texts: [same] })) {
              failed = true;
              failFlags = TAINT;
              failDeps = null;
              failVars = variableBit(spec.variable);
              break run;
            }
            bind = bindingsWith(spec.variable, null);
          }
          pc = a[pc];
          continue;
        }
        case END2: {
          if (pos !== n) {
            failed = true;
            failFlags = 0;
            break run;
          }
          if (!found7(trail, queryCache ?? NO_QUERIES)) {
            matchWork.steps += steps2;
            return;
          }
          for (let d = 0; d < depth; d++) fFlags[d] |= 2;
          failed = true;
          failFlags = 0;
          break run;
        }
        default: {
          failed = true;
          failFlags = 0;
          break run;
        }
      }
    }
    if (!failed) continue;
    for (; ; ) {
      if (depth === 0) {
        matchWork.steps += steps2;
        return;
      }
      const d = depth - 1;
      fFlags[d] |= failFlags;
      if ((failFlags & TAINT) !== 0) {
        fVars[d] |= failVars;
        const deps2 = fDeps[d];
        if (failDeps === null || failGen !== fMapGen[d] || deps2 === null) fDeps[d] = null;
        else fDeps[d] = deps2 === void 0 ? failDeps : [.../* @__PURE__ */ new Set([...deps2, ...failDeps])];
      }
      const choices = alts[a[fPc[d]]];
      const alt = ++fAlt[d];
      for (let i = undo.length; i > fUndo[d]; i--) keys.delete(undo.pop());
      trail.length = fTrail[d];
      region = fRegion[d];
      regStart = fRegStart[d];
      bind = fBind[d];
      mapGen = fMapGen[d];
      readStart = fReadStart[d];
      if (alt < choices.length) {
        pc = choices[alt];
        pos = fPos[d];
        break;
      }
      const flags = fFlags[d];
      const row2 = P.splitRow[fPc[d]];
      const vars = fVars[d] & bind.mask;
      const trivial = vars === 0 && region === 0 && regStart === 0 && readStart === 0;
      const deps = fDeps[d];
      const byKeys = deps != null && region > 0 && vars === 0;
      if ((flags & 2) === 0) {
        const bit = row2 * width + fPos[d];
        if ((flags & TAINT) === 0 || trivial) {
          if (sparse !== null) sparse.add(bit);
          else memo[bit >>> 5] |= 1 << (bit & 31);
        } else if (byKeys) {
          keyMemo ??= /* @__PURE__ */ new Map();
          const at = regStart * total + bit;
          (keyMemo.get(at) ?? keyMemo.set(at, []).get(at)).push(deps);
        } else {
          const key = contextKey(row2, fPos[d]);
          contextMemo ??= /* @__PURE__ */ new Map();
          (contextMemo.get(key) ?? contextMemo.set(key, []).get(key)).push([vars, project(bind, vars)]);
        }
      }
      failFlags = (flags & TAINT) !== 0 && !trivial ? TAINT : 0;
      failDeps = byKeys ? deps : null;
      failGen = fMapGen[d];
      failVars = vars;
      fBind[d] = void 0;
      depth--;
    }
  }
}
var programs = /* @__PURE__ */ new WeakMap();
var defaultPrograms = /* @__PURE__ */ new WeakMap();
var NO_SHAPES = Object.freeze({});
function programOf(ast, options) {
  if (options === void 0) {
    const program2 = defaultPrograms.get(ast);
    if (program2 !== void 0) return program2;
  }
  const query2 = options?.query ?? "ordered";
  if (query2 !== "ordered" && query2 !== "any-order") throw new TypeError(`options.query must be 'ordered' or 'any-order', not ${JSON.stringify(query2)}`);
  const shapes = options?.shapes ?? NO_SHAPES;
  if (typeof shapes !== "object" || shapes === null) throw new TypeError("options.shapes must be an object of variable names to shapes");
  for (const name of Object.keys(shapes)) {
    const shape = shapes[name];
    if (shape !== "string" && shape !== "list" && shape !== "map") throw new TypeError(`options.shapes.${name} must be 'string', 'list' or 'map', not ${JSON.stringify(shape)}`);
  }
  if (ast === null || typeof ast !== "object" || ast.type !== "URI-Template") throw new TypeError("the template must be a string or the URI-Template node that parse() returns");
  const key = shapes === NO_SHAPES ? query2 : `${query2}\0${JSON.stringify(Object.entries(shapes).sort())}`;
  let byOptions = programs.get(ast);
  if (byOptions === void 0) programs.set(ast, byOptions = /* @__PURE__ */ new Map());
  let program = byOptions.get(key);
  if (program === void 0) byOptions.set(key, program = compile(ast, query2, shapes));
  if (options === void 0) defaultPrograms.set(ast, program);
  return program;
}
function maxStepsOf(P, uri, options) {
  const max = options?.maxSteps;
  if (max === void 0) return 4e6 + P.stepsPerUnit * (uri.length + 1);
  if (typeof max !== "number" || !(max >= 1) || !Number.isFinite(max)) throw new RangeError(`options.maxSteps must be a positive number, not ${String(max)}`);
  return max;
}
function checkUri(uri) {
  if (typeof uri !== "string") throw new TypeError(`the URI must be a string, not ${uri === null ? "null" : typeof uri}`);
}
function cannotMatch(P, uri) {
  return uri.length < P.minLength || !uri.startsWith(P.head) || !uri.endsWith(P.tail);
}
function matchTemplate(ast, uri, options) {
  checkUri(uri);
  const P = programOf(ast, options);
  const maxSteps = maxStepsOf(P, uri, options);
  if (cannotMatch(P, uri)) return null;
  let result = null;
  search(P, uri, maxSteps, (t, q) => {
    result = assemble(P, uri, t, q, { steps: maxSteps, limit: maxSteps, offset: uri.length });
    return false;
  });
  return result;
}

// src/grammars/rfc6570/compile.ts
function compile2(template2) {
  const ast = typeof template2 === "string" ? templateAst(template2) : checkedAst(template2);
  const steps2 = stepsOf(ast);
  return Object.freeze({
    template: ast,
    expand: (variables) => expandSteps(steps2, variables),
    match: (uri, options) => matchTemplate(ast, uri, options)
  });
}

// src/sql/template.ts
var compiled = /* @__PURE__ */ new Map();
var KEPT = 256;
function compiledTemplate(fn, template2) {
  let c = compiled.get(template2);
  if (c === void 0) {
    try {
      c = compile2(template2);
    } catch (e) {
      if (!isUriSyntaxError(e)) throw e;
      const d = e.diagnosis;
      throw new TypeError(`${fn}: template is not a URI-Template (RFC 6570 \xA72): ${e.message}${d === null ? "" : `: ${d.message} (${d.rfc})`}`, { cause: e });
    }
    if (compiled.size >= KEPT) compiled.delete(compiled.keys().next().value);
    compiled.set(template2, c);
  }
  return c;
}
function variablesOf(json) {
  let value = json;
  if (typeof json === "string") {
    try {
      value = JSON.parse(json);
    } catch (e) {
      throw new TypeError(`uri_template_expand: variables must be a JSON object: ${e.message}`);
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`uri_template_expand: variables must be a JSON object, not ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}`);
  }
  return value;
}
function uri_template_expand(template2, variables) {
  if (template2 === null || variables === null) return null;
  return compiledTemplate("uri_template_expand", text("uri_template_expand", "template", template2)).expand(variablesOf(variables));
}
function uri_template_match(template2, uri) {
  if (template2 === null || uri === null) return null;
  const c = compiledTemplate("uri_template_match", text("uri_template_match", "template", template2));
  let found7;
  try {
    found7 = c.match(text("uri_template_match", "uri", uri));
  } catch (e) {
    if (e instanceof TemplateMatchError) e.message = `uri_template_match: ${e.message}`;
    throw e;
  }
  return found7 === null ? null : JSON.stringify(found7);
}

// src/sql/index.ts
var IMPLEMENTATIONS = {
  uri_valid,
  uri_error,
  uri_components,
  uri_resolve,
  uri_normalize,
  uri_conforms,
  iri_to_uri,
  uri_template_expand,
  uri_template_match
};

// src/sql/duckdb-texts.ts
var import_node_api = require("@duckdb/node-api");
var INLINE = 12;
var PAGE = 4096;
var MAX_SPAN = 64 << 20;
var NON_ASCII3 = /[^\x00-\x7f]/;
var utf82 = new TextDecoder();
var span = new DataView(new ArrayBuffer(16));
var spanReader;
var ALL_VALID = { itemValid: () => true };
var TEXT_READS = { runs: 0, long: 0, items: 0 };
function vectorTexts(chunk, column, rows) {
  const vector = chunk.getColumnVector(column);
  const view = vector.dataView;
  const validity = vector.validity?.data;
  if (!(view instanceof DataView) || view.byteLength < rows * 16 || !(validity === null || validity instanceof BigUint64Array)) {
    const out2 = new Array(rows);
    for (let i = 0; i < rows; i++) out2[i] = vector.getItem(i);
    TEXT_READS.items += rows;
    return out2;
  }
  const valid = validity === null ? null : new Uint8Array(validity.buffer, validity.byteOffset, validity.byteLength);
  const out = new Array(rows).fill(null);
  const long = [];
  const address = new Float64Array(rows);
  const length = new Uint32Array(rows);
  for (let i = 0; i < rows; i++) {
    if (valid !== null && (valid[i >> 3] & 1 << (i & 7)) === 0) continue;
    const n = view.getUint32(i * 16, true);
    if (n <= INLINE) {
      out[i] = decode(new Uint8Array(view.buffer, view.byteOffset + i * 16 + 4, n));
      continue;
    }
    address[i] = view.getUint32(i * 16 + 8, true) + view.getUint32(i * 16 + 12, true) * 4294967296;
    length[i] = n;
    long.push(i);
  }
  let sorted = true;
  for (let k = 1; k < long.length && sorted; k++) sorted = address[long[k]] >= address[long[k - 1]];
  if (!sorted) long.sort((a, b) => address[a] - address[b]);
  for (let k = 0; k < long.length; ) {
    const start = address[long[k]];
    let end = start + length[long[k]];
    let last = k;
    while (last + 1 < long.length && address[long[last + 1]] - end < PAGE && address[long[last + 1]] + length[long[last + 1]] - start <= MAX_SPAN) {
      last++;
      end = Math.max(end, address[long[last]] + length[long[last]]);
    }
    span.setUint32(0, end - start, true);
    span.setUint32(8, start % 4294967296, true);
    span.setUint32(12, Math.floor(start / 4294967296), true);
    spanReader ??= new import_node_api.DuckDBBlobVector(span, ALL_VALID, null, 0, 1);
    const bytes = spanReader.getItemBytes(0);
    TEXT_READS.runs++;
    TEXT_READS.long += last - k + 1;
    const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
    const ascii = !NON_ASCII3.test(latin1);
    for (let m = k; m <= last; m++) {
      const i = long[m];
      const from = address[i] - start;
      const text2 = latin1.slice(from, from + length[i]);
      out[i] = ascii || !NON_ASCII3.test(text2) ? text2 : utf82.decode(bytes.subarray(from, from + length[i]));
    }
    k = last + 1;
  }
  return out;
}
function decode(bytes) {
  let text2 = "";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b >= 128) return utf82.decode(bytes);
    text2 += String.fromCharCode(b);
  }
  return text2;
}

// src/sql/duckdb.ts
function duckdbType(type) {
  if (type === "text") return import_node_api2.VARCHAR;
  if (type === "json") return import_node_api2.DuckDBVarCharType.create("JSON");
  if (type === "boolean") return import_node_api2.BOOLEAN;
  if (type === "integer") return import_node_api2.INTEGER;
  if ("list" in type) return (0, import_node_api2.LIST)(duckdbType(type.list));
  return (0, import_node_api2.STRUCT)(Object.fromEntries(Object.entries(type.struct).map(([name, t]) => [name, duckdbType(t)])));
}
function duckdbValue(type, value) {
  if (value === null || value === void 0) return null;
  if (typeof type === "string") return value;
  if ("list" in type) return (0, import_node_api2.listValue)(value.map((v) => duckdbValue(type.list, v)));
  const record = value;
  return (0, import_node_api2.structValue)(Object.fromEntries(Object.entries(type.struct).map(([name, t]) => [name, duckdbValue(t, record[name])])));
}
function messageOf(e) {
  return e instanceof Error ? e.message : String(e);
}
function validMain(info, input2, output) {
  const rows = input2.rowCount;
  const text2 = vectorTexts(input2, 0, rows);
  const rules = input2.columnCount > 1 ? vectorTexts(input2, 1, rows) : null;
  const grammars = input2.columnCount > 2 ? vectorTexts(input2, 2, rows) : null;
  const out = output;
  let checker = null;
  let rule;
  let grammar;
  try {
    for (let i = 0; i < rows; i++) {
      const t = text2[i];
      const r = rules === null ? void 0 : rules[i];
      const g = grammars === null ? void 0 : grammars[i];
      if (t === null || r === null || g === null) {
        out.setItem(i, null);
        continue;
      }
      if (checker === null || r !== rule || g !== grammar) {
        checker = ruleChecker("uri_valid", r, g);
        rule = r;
        grammar = g;
      }
      out.setItem(i, checker.test(t));
    }
  } catch (e) {
    info.setError(messageOf(e));
    return;
  }
  out.flush();
}
function mainOf(fn) {
  const implementation = IMPLEMENTATIONS[fn.name];
  const returns = fn.returns;
  const scalar = typeof returns === "string";
  return (info, input2, output) => {
    const rows = input2.rowCount;
    const columns = [];
    for (let c = 0; c < input2.columnCount; c++) columns.push(vectorTexts(input2, c, rows));
    const args = new Array(columns.length);
    try {
      for (let i = 0; i < rows; i++) {
        for (let c = 0; c < columns.length; c++) args[c] = columns[c][i];
        const answer = args.includes(null) ? null : implementation(...args);
        output.setItem(i, scalar ? answer : duckdbValue(returns, answer));
      }
    } catch (e) {
      info.setError(messageOf(e));
      return;
    }
    output.flush();
  };
}
function registerUriFunctions(connection, options = {}) {
  const wanted = options.functions ?? SQL_FUNCTIONS.map((f) => f.name);
  if (!Array.isArray(wanted)) throw new TypeError("options.functions must be an array of function names");
  for (const name of wanted) {
    if (!SQL_FUNCTIONS.some((f) => f.name === name)) throw new TypeError(`unknown function ${JSON.stringify(name)}: one of ${SQL_FUNCTIONS.map((f) => f.name).join(", ")}`);
  }
  const registered = [];
  for (const fn of SQL_FUNCTIONS) {
    if (!wanted.includes(fn.name)) continue;
    const required = fn.parameters.filter((p) => !p.optional).length;
    const mainFunction = fn.name === "uri_valid" ? validMain : mainOf(fn);
    for (let count = required; count <= fn.parameters.length; count++) {
      connection.registerScalarFunction(
        import_node_api2.DuckDBScalarFunction.create({
          name: fn.name,
          mainFunction,
          returnType: duckdbType(fn.returns),
          parameterTypes: fn.parameters.slice(0, count).map((p) => duckdbType(p.type))
        })
      );
    }
    registered.push(fn.name);
  }
  return registered;
}

// .probe7.ts
var TEMPLATES = ["{scheme}://{host}{/path*}{?query*}{#fragment}", "https://{host}/{+path}{#fragment}", "http://{+rest}", "{+all}"];
var corpus = (0, import_node_fs.readFileSync)("test/corpus/differential.txt", "utf8").split("\n").filter((l) => l !== "");
var N = 4e4;
var strings = Array.from({ length: N }, (_, i) => `${corpus[i % corpus.length]}#${i}`);
(async () => {
  const inst = await import_node_api3.DuckDBInstance.create(":memory:");
  const c = await inst.connect();
  registerUriFunctions(c);
  await c.run("CREATE TABLE uris (u VARCHAR, t VARCHAR)");
  const a = await c.createAppender("uris");
  strings.forEach((s, i) => {
    a.appendVarchar(s);
    a.appendVarchar(TEMPLATES[i % 4]);
    a.endRow();
  });
  a.closeSync();
  for (let r = 0; r < 3; r++) {
    const t0 = Date.now();
    await c.runAndReadAll("SELECT count(uri_template_match(t, u)) FROM uris");
    console.log(Date.now() - t0);
  }
})();
